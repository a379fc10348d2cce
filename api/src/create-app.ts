import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { createContainer } from './composition/container';

export const API_PREFIX = 'v2';

/** The API over a migrated database, ready to listen. */
export const createApp = async (orm: MikroORM): Promise<INestApplication> => {
  const app = await NestFactory.create(AppModule.with(createContainer(orm)), {
    logger: ['error', 'warn'],
  });
  app.setGlobalPrefix(API_PREFIX);
  app.use(cookieParser());
  return app;
};
