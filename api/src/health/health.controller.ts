import { CheckReadiness } from '@bequest/application';
import { tenantRoutes } from '@bequest/sdk/contract';
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Endpoint } from '../http/endpoint';

/** The health answers a load balancer and an orchestrator ask for (issue 20). */
@Controller()
export class HealthController {
  constructor(private readonly readiness: CheckReadiness) {}

  @Endpoint(tenantRoutes.getHealth)
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The process answers: nothing else is asked. */
  @Get('health/live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready to serve once the database answers; 503 with what it waits for until then. */
  @Get('health/ready')
  async ready(@Res({ passthrough: true }) response: Response) {
    const view = await this.readiness.execute();
    if (!view.ready) response.status(503);
    return view.ready ? { status: 'ready' } : { status: 'waiting', waitingFor: view.waitingFor };
  }
}
