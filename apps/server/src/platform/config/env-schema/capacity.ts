import { z } from 'zod';
import { MAX_LISTEN_SOCKETS } from '../../http/listen-sockets.ts';
import { withDefault } from '../env-values.ts';

/** How much work the server takes on at once: search threads, listening sockets, time for one request. */
export const capacityEnv = {
  /** Worker threads for pump searches (0: in the server's thread); unset: one fewer than the cores, at most 4. */
  SEARCH_WORKERS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(32).optional(),
  ),
  /**
   * Sockets listening on PORT together (SO_REUSEPORT), so a busy server still accepts a burst of new connections
   * quickly (ADR 0007); 1: one plain socket. Unset: 32 on Linux, 1 elsewhere.
   */
  LISTEN_SOCKETS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(MAX_LISTEN_SOCKETS).optional(),
  ),
  /**
   * The longest a client may take to send one whole request, headers and body; then 408 and the connection
   * closes. Fastify's default is no limit, which lets a client that trickles a body hold a connection for
   * ever. 300 s lets 5 attachments of 10 MB through a 2 Mbit/s uplink.
   */
  REQUEST_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 300),
};
