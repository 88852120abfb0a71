import { api, call } from '../../../lib/api.ts';

/** The calls of /admin/integrations, typed from the server's routes (functions/admin/webhook-routes.ts). */
const hooks = () => api().admin.webhooks;
const one = () => hooks()[':id'];

export const loadEndpoints = () => call(hooks().$get());
export type EndpointList = Awaited<ReturnType<typeof loadEndpoints>>;
export type Endpoint = EndpointList['endpoints'][number];

export type NewEndpoint = { url: string; description: string; events: Endpoint['events']; format?: Endpoint['format'] };
export const createEndpoint = (json: NewEndpoint) => call(hooks().$post({ json }));
export type EndpointWithSecret = Awaited<ReturnType<typeof createEndpoint>>;

export const pauseEndpoint = (id: string) => call(one().pause.$post({ param: { id } }));
export const resumeEndpoint = (id: string) => call(one().resume.$post({ param: { id } }));
export const rotateSecret = (id: string) => call(one()['rotate-secret'].$post({ param: { id } }));
export const deleteEndpoint = (id: string) => call(one().$delete({ param: { id } }));
export const sendTestEvent = (id: string) => call(one().test.$post({ param: { id } }));

export const loadDeliveries = (id: string, page = 1) => call(one().deliveries.$get({ param: { id }, query: { page: String(page) } }));
export type DeliveryPage = Awaited<ReturnType<typeof loadDeliveries>>;

export const redeliver = (id: string, deliveryId: string) => call(one().deliveries[':deliveryId'].redeliver.$post({ param: { id, deliveryId } }));
