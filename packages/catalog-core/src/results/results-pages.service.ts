import { Clock } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { SportsCatalogService } from '../sports/sports-catalog.service';
import { ResultsPageModel, type ResultsPageInit } from './results-page.model';

/**
 * Opens the results pages (`results`, `champs/{champId?}`) on the sports catalogue's results
 * (issue 20: its own service, with the results area, so the first page does not carry the model).
 */
@injectable()
export class ResultsPagesService {
  constructor(
    @inject(SportsCatalogService) private readonly catalog: SportsCatalogService,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** The results page of `results` and `champs/{champId?}` (see `ResultsPageModel`); its `dispose()` gives the observer back. */
  open(init: ResultsPageInit = {}): ResultsPageModel {
    return new ResultsPageModel(this.catalog, this.clock, init);
  }
}

/** Container identifier of the `ResultsPagesService`. */
export const ResultsPages = Symbol.for('ResultsPages') as ServiceIdentifier<ResultsPagesService>;
export type ResultsPages = ResultsPagesService;
