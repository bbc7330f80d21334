import { SiteConfigApi } from '@kickoff/contracts';
import { ContainerModule } from 'inversify';
import { HttpSiteConfigApi } from './site-config/http-site-config-api';
import { AxiosHttpTransport, HttpTransport, type AxiosTransportOptions } from './transport/http-transport';

/** Binds the transport and every HTTP implementation of the contracts' API interfaces. */
export function httpClientModule(options: AxiosTransportOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HttpTransport).toConstantValue(new AxiosHttpTransport(options));
    bind(SiteConfigApi).to(HttpSiteConfigApi).inSingletonScope();
  });
}
