import {
  CancelQcd,
  ListMyQcds,
  QcdLetter,
  ReadQcd,
  SaveQcdAnswers,
  SaveQcdRmdStep,
  StartQcd,
  SubmitQcd,
} from '@bequest/application';
import { qcdRoutes as routes } from '@bequest/sdk/contract';
import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, requesterOf } from '../http/request-context';
import { sendLetter } from '../http/send-pdf';

/**
 * A signed-in owner's qualified charitable distributions (giving-and-beneficiaries.md 2.6, 7.3;
 * issue 23). The contract's schemas check each body's shape; the use cases read its meaning from
 * the body as sent (the account number is masked once, by the use case).
 */
@Controller()
@UseGuards(RateLimitGuard)
export class QcdGiftController {
  constructor(
    private readonly startQcd: StartQcd,
    private readonly saveAnswers: SaveQcdAnswers,
    private readonly saveRmdStep: SaveQcdRmdStep,
    private readonly submitQcd: SubmitQcd,
    private readonly cancelQcd: CancelQcd,
    private readonly listMyQcds: ListMyQcds,
    private readonly readQcd: ReadQcd,
    private readonly letter: QcdLetter,
  ) {}

  @Endpoint(routes.startQcd)
  async start(@Body() body: unknown, @Req() request: Request) {
    return (await this.startQcd.execute(requesterOf(request), body)).match((qcd) => qcd, fail);
  }

  @Endpoint(routes.listQcds)
  list(@Req() request: Request) {
    return this.listMyQcds.execute(requesterOf(request));
  }

  @Endpoint(routes.getQcd)
  async get(@Validated() { params }: Validated<typeof routes.getQcd>, @Req() request: Request) {
    return (await this.readQcd.execute(requesterOf(request), params.id)).match((qcd) => qcd, fail);
  }

  @Endpoint(routes.saveQcd)
  async save(
    @Validated() { params }: Validated<typeof routes.saveQcd>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return (await this.saveAnswers.execute(requesterOf(request), params.id, body)).match(
      (qcd) => qcd,
      fail,
    );
  }

  @Endpoint(routes.saveQcdRmd)
  async rmd(
    @Validated() { params }: Validated<typeof routes.saveQcdRmd>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return (await this.saveRmdStep.execute(requesterOf(request), params.id, body)).match(
      (qcd) => qcd,
      fail,
    );
  }

  @Endpoint(routes.submitQcd)
  @HttpCode(200)
  @RateLimitPerAddress('qcd-submit', 30, 3600)
  async submit(
    @Validated() { params }: Validated<typeof routes.submitQcd>,
    @Req() request: Request,
  ) {
    return (await this.submitQcd.execute(requesterOf(request), params.id, originOf(request))).match(
      (qcd) => qcd,
      fail,
    );
  }

  @Endpoint(routes.cancelQcd)
  @HttpCode(200)
  async cancel(
    @Validated() { params }: Validated<typeof routes.cancelQcd>,
    @Req() request: Request,
  ) {
    return (await this.cancelQcd.execute(requesterOf(request), params.id)).match(
      (qcd) => qcd,
      fail,
    );
  }

  @Endpoint(routes.qcdLetter)
  async pdf(
    @Validated() { params, query }: Validated<typeof routes.qcdLetter>,
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
