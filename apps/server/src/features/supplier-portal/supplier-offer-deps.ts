import type { Database } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';

/** What the offer writes (create, update, delete a file) are built from. */
export interface SupplierOfferDeps {
  db: Database;
  fileStore: FileStore;
  /** Wakes the mail worker once the offer's transaction (and its queued mail) has committed. */
  onMailQueued: () => void;
}
