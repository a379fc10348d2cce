export * from '@bequest/domain';
export * from './contract';
export * from './client';
