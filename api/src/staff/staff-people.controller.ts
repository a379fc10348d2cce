import { OpenPersonRecord, SearchPeople } from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

/** People, for support: a search across tenants, and a person's record opened with a reason. */
@Controller()
export class StaffPeopleController {
  constructor(
    private readonly searchPeople: SearchPeople,
    private readonly openPersonRecord: OpenPersonRecord,
  ) {}

  @Endpoint(routes.searchPeople)
  async search(
    @Validated() { query }: Validated<typeof routes.searchPeople>,
    @Req() request: Request,
  ) {
    const found = await this.searchPeople.execute(staffOf(request), query);
    return {
      total: found.total,
      items: found.items.map((person) => ({
        ...person,
        createdAt: person.createdAt.toISOString(),
      })),
    };
  }

  @Endpoint(routes.getPersonRecord)
  async record(
    @Validated() { params, query }: Validated<typeof routes.getPersonRecord>,
    @Req() request: Request,
  ) {
    const record = await this.openPersonRecord.execute(staffOf(request), {
      accountId: params.accountId,
      reason: query.reason,
    });
    const person = record.match((value) => value, fail);
    return {
      ...person,
      createdAt: person.createdAt.toISOString(),
      profiles: person.profiles.map((profile) => ({
        ...profile,
        documents: [...profile.documents],
      })),
    };
  }
}
