import {
  CancelDafGrant,
  DafGrantLetter,
  ListMyDafGrants,
  ReadDafGrant,
  SaveDafGrant,
  StartDafGrant,
  SubmitDafGrant,
} from '@bequest/application';
import { dafRoutes as routes } from '@bequest/sdk/contract';
import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, requesterOf } from '../http/request-context';
import { sendLetter } from '../http/send-pdf';

/**
 * A signed-in donor's grant recommendations to their donor-advised fund
 * (giving-and-beneficiaries.md 2.7; issue 23): the /daf/:partner/:dafId/confirm page reads the
 * grant and submits it, /summary reads it and links its PDF.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class DafGrantController {
  constructor(
    private readonly startDafGrant: StartDafGrant,
    private readonly saveDafGrant: SaveDafGrant,
    private readonly submitDafGrant: SubmitDafGrant,
    private readonly cancelDafGrant: CancelDafGrant,
    private readonly listMyDafGrants: ListMyDafGrants,
    private readonly readDafGrant: ReadDafGrant,
    private readonly letter: DafGrantLetter,
  ) {}

  @Endpoint(routes.startDafGrant)
  async start(@Body() body: unknown, @Req() request: Request) {
    return (await this.startDafGrant.execute(requesterOf(request), body)).match(
      (grant) => grant,
      fail,
    );
  }

  @Endpoint(routes.listDafGrants)
  list(@Req() request: Request) {
    return this.listMyDafGrants.execute(requesterOf(request));
  }

  @Endpoint(routes.getDafGrant)
  async get(
    @Validated() { params }: Validated<typeof routes.getDafGrant>,
    @Req() request: Request,
  ) {
    return (await this.readDafGrant.execute(requesterOf(request), params.id)).match(
      (grant) => grant,
      fail,
    );
  }

  @Endpoint(routes.saveDafGrant)
  async save(
    @Validated() { params }: Validated<typeof routes.saveDafGrant>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return (await this.saveDafGrant.execute(requesterOf(request), params.id, body)).match(
      (grant) => grant,
      fail,
    );
  }

  @Endpoint(routes.submitDafGrant)
  @HttpCode(200)
  @RateLimitPerAddress('daf-grant-submit', 30, 3600)
  async submit(
    @Validated() { params }: Validated<typeof routes.submitDafGrant>,
    @Req() request: Request,
  ) {
    return (
      await this.submitDafGrant.execute(requesterOf(request), params.id, originOf(request))
    ).match((grant) => grant, fail);
  }

  @Endpoint(routes.cancelDafGrant)
  @HttpCode(200)
  async cancel(
    @Validated() { params }: Validated<typeof routes.cancelDafGrant>,
    @Req() request: Request,
  ) {
    return (await this.cancelDafGrant.execute(requesterOf(request), params.id)).match(
      (grant) => grant,
      fail,
    );
  }

  @Endpoint(routes.dafGrantLetter)
  async pdf(
    @Validated() { params, query }: Validated<typeof routes.dafGrantLetter>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const letter = (await this.letter.execute(requesterOf(request), params.id)).match(
      (file) => file,
      fail,
    );
    sendLetter(response, letter, query.download);
  }
}
