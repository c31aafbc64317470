import { Controller, Get, Header } from '@nestjs/common';
import { API_OPERATIONS, buildGuideText, buildOpenApiDocument, getGuide, getImportSchema, getOpenApiDocument } from '@pp/contracts';
import { IMPORT_SCHEMA_DOCUMENT } from '@pp/import-schema';
import { Operation } from '../auth/operation.decorator.js';

/** The public documents: the two written once at start-up from the operation registry, and the import schema. */
@Controller()
export class DocsController {
  private readonly openApi = JSON.stringify(buildOpenApiDocument(API_OPERATIONS));
  private readonly guide = buildGuideText(API_OPERATIONS);
  private readonly importSchema = JSON.stringify(IMPORT_SCHEMA_DOCUMENT);

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

  @Get(getImportSchema.path.slice(1))
  @Operation(getImportSchema)
  @Header('content-type', 'application/schema+json; charset=utf-8')
  importSchemaDocument(): string {
    return this.importSchema;
  }
}
