import type { APIRoute } from 'astro';
import { handleApiRequest } from '#runtime';

export const prerender = false;

/** Every /api/* request goes to the one Hono app, on Node and on Workers alike. */
export const ALL: APIRoute = ({ request, clientAddress, locals }) => handleApiRequest(request, clientAddress, locals);
