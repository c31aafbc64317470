import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import {
  API_OPERATIONS,
  buildGuideText,
  buildOpenApiDocument,
  getDocsPage,
  getGuide,
  getImportSchema,
  getOpenApiDocument,
} from '@pp/contracts';
import { IMPORT_SCHEMA_DOCUMENT } from '@pp/import-schema';
import type { FastifyReply } from 'fastify';
import { Operation } from '../auth/operation.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { buildDocsPage } from './docs-page.js';

/**
 * The public documents: the two written once at start-up from the operation registry and the
 * separate limits this gateway enforces (its configuration), the import schema, and the interactive
 * page that draws the OpenAPI document (its script bundle: serveDocsBundle).
 */
@Controller()
export class DocsController {
  private readonly openApi: string;
  private readonly guide: string;
  private readonly importSchema = JSON.stringify(IMPORT_SCHEMA_DOCUMENT);
  private readonly docsPage = buildDocsPage();

  constructor(@Inject(GATEWAY_OPTIONS) options: GatewayOptions) {
    this.openApi = JSON.stringify(buildOpenApiDocument(API_OPERATIONS, options.separateLimits));
    this.guide = buildGuideText(API_OPERATIONS, options.separateLimits);
  }

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

  @Get('docs')
  @Operation(getDocsPage)
  docsPageHtml(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.headers(this.docsPage.headers).type('text/html; charset=utf-8');
    return this.docsPage.html;
  }

  @Get(getImportSchema.path.slice(1))
  @Operation(getImportSchema)
  @Header('content-type', 'application/schema+json; charset=utf-8')
  importSchemaDocument(): string {
    return this.importSchema;
  }
}
