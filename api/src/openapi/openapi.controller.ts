import { openApiDocument } from '@bequest/sdk/contract';
import { Controller, Get } from '@nestjs/common';

/** The version of the API's contract, as its paths say. */
const CONTRACT_VERSION = '2.0.0';

@Controller('openapi.json')
export class OpenApiController {
  private readonly document = openApiDocument(CONTRACT_VERSION);

  /** The OpenAPI 3.1 description of every route, generated from the SDK's contract. */
  @Get()
  describe(): ReturnType<typeof openApiDocument> {
    return this.document;
  }
}
