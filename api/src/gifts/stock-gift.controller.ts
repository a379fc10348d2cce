import {
  CancelStockGift,
  ConfirmStockGiftReceipt,
  DownloadStockGiftLetter,
  EstimateShareGift,
  ListMyStockGifts,
  ReadStockGift,
  ReadStockGiftForNonprofit,
  SaveStockGiftStep,
  SignStockGift,
  StartStockGift,
  ResendStockGiftLink,
  type StockGiftLetterKind,
  type StockGiftStep,
} from '@bequest/application';
import { giftRoutes, stockGiftRoutes as routes } from '@bequest/sdk/contract';
import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { giftAccessOf, GiftAccessGuard } from '../http/gift-access.guard';
import { RateLimit, RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, requesterOf, tenantOf, type BequestRequest } from '../http/request-context';
import { sendLetter } from '../http/send-pdf';

/**
 * Stock gifts (giving-and-beneficiaries.md 2.5, 7.3; issue 23). The contract's schemas check each
 * body's shape; the use cases read its meaning from the body as sent (an account number is masked
 * once, by the use case). The estimate is declared first: `/stock-gifts/estimate` is not a gift id.
 */
@Controller()
@UseGuards(RateLimitGuard, GiftAccessGuard)
export class StockGiftController {
  constructor(
    private readonly estimateShareGift: EstimateShareGift,
    private readonly startStockGift: StartStockGift,
    private readonly saveStep: SaveStockGiftStep,
    private readonly signStockGift: SignStockGift,
    private readonly cancelStockGift: CancelStockGift,
    private readonly confirmReceipt: ConfirmStockGiftReceipt,
    private readonly listMyStockGifts: ListMyStockGifts,
    private readonly readStockGift: ReadStockGift,
    private readonly readForNonprofit: ReadStockGiftForNonprofit,
    private readonly downloadLetter: DownloadStockGiftLetter,
    private readonly resendStockGiftLink: ResendStockGiftLink,
  ) {}

  @Endpoint(giftRoutes.estimateShareGift)
  @RateLimit('stock-quote', 60, 3600)
  async estimate(@Validated() { query }: Validated<typeof giftRoutes.estimateShareGift>) {
    return (await this.estimateShareGift.execute(query)).match((estimate) => estimate, fail);
  }

  @Endpoint(routes.startStockGift)
  @RateLimitPerAddress('stock-gift-start', 30, 3600)
  async start(@Body() body: unknown, @Req() request: BequestRequest) {
    return (
      await this.startStockGift.execute(
        tenantOf(request),
        request.requester ?? null,
        body,
        originOf(request),
      )
    ).match((started) => started, fail);
  }

  @Endpoint(routes.listStockGifts)
  list(@Req() request: Request) {
    return this.listMyStockGifts.execute(requesterOf(request));
  }

  @Endpoint(routes.getStockGift)
  async get(
    @Validated() { params }: Validated<typeof routes.getStockGift>,
    @Req() request: Request,
  ) {
    return (await this.readStockGift.execute(giftAccessOf(request), params.id)).match(
      (gift) => gift,
      fail,
    );
  }

  @Endpoint(routes.saveStockDonation)
  donation(
    @Validated() { params }: Validated<typeof routes.saveStockDonation>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return this.save(request, params.id, 'donation', body);
  }

  @Endpoint(routes.saveStockBrokerage)
  brokerage(
    @Validated() { params }: Validated<typeof routes.saveStockBrokerage>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return this.save(request, params.id, 'brokerage', body);
  }

  @Endpoint(routes.saveStockAdvisor)
  advisor(
    @Validated() { params }: Validated<typeof routes.saveStockAdvisor>,
    @Body() body: unknown,
    @Req() request: Request,
  ) {
    return this.save(request, params.id, 'advisor', body);
  }

  @Endpoint(routes.signStockGift)
  @HttpCode(200)
  async sign(
    @Validated() { params, body }: Validated<typeof routes.signStockGift>,
    @Req() request: Request,
  ) {
    return (
      await this.signStockGift.execute(giftAccessOf(request), params.id, body, originOf(request))
    ).match((gift) => gift, fail);
  }

  @Endpoint(routes.resendStockGiftLink)
  @HttpCode(200)
  @RateLimitPerAddress('stock-gift-link', 10, 3600)
  async resendLink(
    @Validated() { params }: Validated<typeof routes.resendStockGiftLink>,
    @Req() request: Request,
  ) {
    return (
      await this.resendStockGiftLink.execute(giftAccessOf(request), params.id, originOf(request))
    ).match((sent) => sent, fail);
  }

  @Endpoint(routes.cancelStockGift)
  @HttpCode(200)
  async cancel(
    @Validated() { params }: Validated<typeof routes.cancelStockGift>,
    @Req() request: Request,
  ) {
    return (await this.cancelStockGift.execute(giftAccessOf(request), params.id)).match(
      (gift) => gift,
      fail,
    );
  }

  @Endpoint(routes.getStockGiftReceipt)
  @RateLimitPerAddress('stock-gift-receipt-read', 60, 3600)
  async readReceipt(
    @Validated() { params }: Validated<typeof routes.getStockGiftReceipt>,
    @Req() request: Request,
  ) {
    const key = giftAccessOf(request).key ?? '';
    return (await this.readForNonprofit.execute(tenantOf(request), params.id, key)).match(
      (gift) => gift,
      fail,
    );
  }

  @Endpoint(routes.confirmStockGiftReceipt)
  @HttpCode(200)
  @RateLimitPerAddress('stock-gift-receipt', 30, 3600)
  async receipt(
    @Validated() { params, body }: Validated<typeof routes.confirmStockGiftReceipt>,
    @Req() request: Request,
  ) {
    const key = giftAccessOf(request).key ?? '';
    return (await this.confirmReceipt.execute(tenantOf(request), params.id, key, body)).match(
      ({ id, status }) => ({ id, status }),
      fail,
    );
  }

  @Endpoint(routes.stockGiftLetter)
  letter(
    @Validated() { params, query }: Validated<typeof routes.stockGiftLetter>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.send(request, response, params.id, 'STOCK_GIFT_LETTER', query.download);
  }

  @Endpoint(routes.stockGiftTaxAcknowledgement)
  taxAcknowledgement(
    @Validated() { params, query }: Validated<typeof routes.stockGiftTaxAcknowledgement>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.send(request, response, params.id, 'TAX_ACKNOWLEDGEMENT', query.download);
  }

  private async save(request: Request, id: string, step: StockGiftStep, body: unknown) {
    return (await this.saveStep.execute(giftAccessOf(request), id, step, body)).match(
      (gift) => gift,
      fail,
    );
  }

  private async send(
    request: Request,
    response: Response,
    id: string,
    kind: StockGiftLetterKind,
    download: 'true' | undefined,
  ) {
    const letter = (await this.downloadLetter.execute(giftAccessOf(request), id, kind)).match(
      (file) => file,
      fail,
    );
    sendLetter(response, letter, download);
  }
}
