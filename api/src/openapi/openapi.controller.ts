import { API_VERSION, openApiDocument } from '@bequest/sdk/contract';
import { Controller, Get } from '@nestjs/common';

@Controller('openapi.json')
export class OpenApiController {
  private readonly document = openApiDocument(API_VERSION);

  /** The OpenAPI 3.1 description of every route, generated from the SDK's contract. */
  @Get()
  describe(): ReturnType<typeof openApiDocument> {
    return this.document;
  }
}
