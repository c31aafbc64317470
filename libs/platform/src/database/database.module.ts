import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type DatabaseOptions, openDataSource, type DatabaseDefinition, dataSourceOptionsOf } from './data-source.js';
import { pgSchemaOf } from './pg-schema-name.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

/**
 * One TypeORM DataSource per owned schema, named after the schema so a feature injects it with
 * `@InjectDataSource(pgSchemaOf(owner))` or `@InjectRepository(Entity, pgSchemaOf(owner))`.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DATABASE_OPTIONS, useValue: options }], exports: [DATABASE_OPTIONS] };
  }

  static forService(definition: DatabaseDefinition): DynamicModule {
    let database: DatabaseOptions;
    return TypeOrmModule.forRootAsync({
      name: pgSchemaOf(definition.owner),
      inject: [DATABASE_OPTIONS],
      useFactory: (options: DatabaseOptions) => {
        database = options;
        return dataSourceOptionsOf(definition, options);
      },
      dataSourceFactory: () => openDataSource(definition, database),
    });
  }
}
