/**
 * Request header through which the Node server hands the client's address to
 * route actions (which see only a Fetch Request). The API router sets it on
 * every request, replacing anything a client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = "x-horizon-client-address";
