import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type DatabaseOptions, openSchemaDataSource, type SchemaDefinition, schemaDataSourceOptions } from './schema-data-source.js';
import { schemaOf } from './schema-name.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

/**
 * One TypeORM DataSource per owned schema, named after the schema so a feature injects it with
 * `@InjectDataSource(schemaOf(owner))` or `@InjectRepository(Entity, schemaOf(owner))`.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DATABASE_OPTIONS, useValue: options }], exports: [DATABASE_OPTIONS] };
  }

  static forSchema(definition: SchemaDefinition): DynamicModule {
    let database: DatabaseOptions;
    return TypeOrmModule.forRootAsync({
      name: schemaOf(definition.owner),
      inject: [DATABASE_OPTIONS],
      useFactory: (options: DatabaseOptions) => {
        database = options;
        return schemaDataSourceOptions(definition, options);
      },
      dataSourceFactory: () => openSchemaDataSource(definition, database),
    });
  }
}
