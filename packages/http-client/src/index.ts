export { AxiosHttpTransport, HttpTransport, toApiError, type AxiosTransportOptions, type CallArgs } from './transport/http-transport';
export { HttpSiteConfigApi } from './site-config/http-site-config-api';
export { httpClientModule } from './http-client.module';
