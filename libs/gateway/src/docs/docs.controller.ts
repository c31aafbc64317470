import { Controller, Get, Header } from '@nestjs/common';
import { API_OPERATIONS, buildGuideText, buildOpenApiDocument, getGuide, getOpenApiDocument } from '@pp/contracts';
import { Operation } from '../auth/operation.decorator.js';

/** The two public documents, written once at start-up from the operation registry. */
@Controller()
export class DocsController {
  private readonly openApi = JSON.stringify(buildOpenApiDocument(API_OPERATIONS));
  private readonly guide = buildGuideText(API_OPERATIONS);

  @Get('openapi.json')
  @Operation(getOpenApiDocument)
  @Header('content-type', 'application/json; charset=utf-8')
  openApiDocument(): string {
    return this.openApi;
  }

  @Get('guide.txt')
  @Operation(getGuide)
  @Header('content-type', 'text/plain; charset=utf-8')
  guideText(): string {
    return this.guide;
  }
}
