import type { DataSource } from 'typeorm';
import { ServiceError } from '@pp/contracts';
import { FavouritesRepository } from './favourites.repository.js';

export interface FavouriteChange {
  ownerId: string;
  questionId: string;
  /** Whether this call changed anything (adding a favourite twice or removing a missing one does not). */
  changed: boolean;
}

/** Favourites are per owner; only published questions can be added. Used by the admin CLI, outside Nest. */
export class Favourites {
  private readonly repository: FavouritesRepository;

  constructor(dataSource: DataSource) {
    this.repository = new FavouritesRepository(dataSource);
  }

  async add(ownerId: string, questionId: string): Promise<FavouriteChange> {
    if (!(await this.repository.isPublished(questionId))) throw new ServiceError('not_found', `No published question ${questionId}.`);
    return { ownerId, questionId, changed: await this.repository.insert(ownerId, questionId) };
  }

  async remove(ownerId: string, questionId: string): Promise<FavouriteChange> {
    return { ownerId, questionId, changed: await this.repository.delete(ownerId, questionId) };
  }

  list(ownerId: string): Promise<string[]> {
    return this.repository.questionIds(ownerId);
  }
}
