/**
 * Every UI route, once. Components link with `paths.x.getHref(...)`, never by building strings
 * (bulletproof-react `src/config/paths.ts`).
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  part: {
    // docs/spec/marketplace-spec.md §2 — the part slug is the second segment of the path.
    path: '/part/:slug',
    getHref: (slug: string) => `/part/${encodeURIComponent(slug)}`,
  },
  partRequest: {
    // docs/spec/marketplace-spec.md §2 — the wizard may carry an order id: that request is edited ('None' means none:
    // docs/spec/pump-selection-spec.md §2).
    path: '/part/:slug/:orderId',
    getHref: (slug: string, orderId: string) =>
      `/part/${encodeURIComponent(slug)}/${encodeURIComponent(orderId)}`,
  },
  pump: {
    // docs/design.md 'Pump engine contract': catalogue pumps link to their in-app page /pumps/{id}.
    path: '/pumps/:id',
    getHref: (id: string) => `/pumps/${encodeURIComponent(id)}`,
  },
  login: {
    // `url`: where to go after signing in (checked with safeNextPath before it is followed).
    path: '/login',
    getHref: (url?: string) => withUrl('/login', url),
  },
  loginVerify: {
    // The second sign-in step after Google or Microsoft (the server's callback redirects here with `next`).
    path: '/login/verify',
    getHref: (next?: string) =>
      next === undefined || next === '/'
        ? '/login/verify/'
        : `/login/verify/?${new URLSearchParams({ next }).toString()}`,
  },
  register: {
    path: '/register',
    getHref: (url?: string) => withUrl('/register', url),
  },
  activate: {
    path: '/activate/:token',
    getHref: (token: string) => `/activate/${encodeURIComponent(token)}`,
  },
  // OWASP ASVS 5.0 §6.4.3: the reset link's page takes the token from the query (`?token=`).
  forgotPassword: {
    path: '/forgot-password',
    getHref: () => '/forgot-password/',
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password/?${new URLSearchParams({ token }).toString()}`,
  },
  // The signed-in user's password and sessions (any role).
  userAccount: {
    path: '/user/account',
    getHref: () => '/user/account/',
  },
  superAdmin: {
    // docs/spec/marketplace-spec.md §6 — the super-admin screens live under /super-admin/.
    path: '/super-admin',
    getHref: () => '/super-admin/',
  },
  adminFeedback: {
    path: '/super-admin/feedback',
    getHref: () => '/super-admin/feedback/',
  },
  adminCatalogue: {
    path: '/super-admin/catalogue',
    getHref: () => '/super-admin/catalogue/',
  },
  // Catalogue administration. docs/spec/marketplace-spec.md §2 — the part id is the fifth path segment.
  adminParts: {
    path: '/super-admin/product/part',
    getHref: () => '/super-admin/product/part/',
  },
  adminPartAdd: {
    path: '/super-admin/product/part/add',
    getHref: () => '/super-admin/product/part/add/',
  },
  adminPartsCsv: {
    path: '/super-admin/product/part/csv',
    getHref: () => '/super-admin/product/part/csv/',
  },
  adminPartChange: {
    path: '/super-admin/product/part/:id/change',
    getHref: (id: number) => `/super-admin/product/part/${id}/change/`,
  },
  adminPartSuppliers: {
    path: '/super-admin/product/part/:id/suppliers',
    getHref: (id: number) => `/super-admin/product/part/${id}/suppliers/`,
  },
  adminClassifications: {
    path: '/super-admin/product/classification',
    getHref: () => '/super-admin/product/classification/',
  },
  adminClassification: {
    // One classification with its attributes.
    path: '/super-admin/product/classification/:id',
    getHref: (id: number) => `/super-admin/product/classification/${id}/`,
  },
  adminUnits: {
    path: '/super-admin/product/unit',
    getHref: () => '/super-admin/product/unit/',
  },
  adminPartTypes: {
    path: '/super-admin/product/part-type',
    getHref: () => '/super-admin/product/part-type/',
  },
  adminPartType: {
    path: '/super-admin/product/part-type/:id/change',
    getHref: (id: number) => `/super-admin/product/part-type/${id}/change/`,
  },
  adminAuditLog: {
    path: '/super-admin/audit-log',
    getHref: () => '/super-admin/audit-log/',
  },
  adminSelectedRequestReview: {
    // docs/spec/marketplace-spec.md §2 'Admin: selected request review' — after submit it comes back here. `order_id`:
    // the request to open in the form (from the queue of requests awaiting selection).
    path: '/super-admin/order/selectedrequestreview',
    getHref: (orderId?: string) =>
      orderId === undefined
        ? '/super-admin/order/selectedrequestreview/'
        : `/super-admin/order/selectedrequestreview/?${new URLSearchParams({ order_id: orderId }).toString()}`,
  },
  adminOrders: {
    // Every order; an admin cancels (and refunds) from the order's page.
    path: '/super-admin/orders',
    getHref: () => '/super-admin/orders/',
  },
  adminOrder: {
    path: '/super-admin/orders/:orderId',
    getHref: (orderId: number) => `/super-admin/orders/${orderId}/`,
  },
  userRequests: {
    // docs/spec/marketplace-spec.md §2 'Other routes'; docs/design.md '`?template=request-detaials`': links we emit use
    // `request-details`.
    path: '/user/requests',
    getHref: (orderId?: string) =>
      orderId === undefined
        ? '/user/requests/'
        : `/user/requests/?${new URLSearchParams({ template: 'request-details', order_id: orderId }).toString()}`,
  },
  orderNow: {
    // docs/spec/marketplace-spec.md §2 'Order now'.
    path: '/request/:requestId/order_now/:reviewId',
    getHref: (requestId: number, reviewId: number, quantity: number) =>
      `/request/${requestId}/order_now/${reviewId}?${new URLSearchParams({ quantity: String(quantity) }).toString()}`,
  },
  checkout: {
    // docs/spec/marketplace-spec.md §2 'Checkout', §7 — request_id, review_id and quantity travel in the query.
    path: '/request-checkout',
    getHref: (requestId: number, reviewId: number, quantity: number) =>
      `/request-checkout/?${new URLSearchParams({ request_id: String(requestId), review_id: String(reviewId), quantity: String(quantity) }).toString()}`,
  },
  userOrders: {
    // docs/spec/marketplace-spec.md §2 'Other routes'.
    path: '/user/orders',
    getHref: () => '/user/orders/',
  },
  userOrder: {
    // One order with its history, payment (retry) and confirmation PDF.
    path: '/user/orders/:orderId',
    getHref: (orderId: number) => `/user/orders/${orderId}/`,
  },
  userOrderUpdate: {
    // docs/spec/marketplace-spec.md §2 'Order update screen'.
    path: '/user/orders/:orderId/update',
    getHref: (orderId: number) => `/user/orders/${orderId}/update/`,
  },
  supplierOrders: {
    // Orders of the supplier's offers, moved on to shipped and delivered.
    path: '/supplier/orders',
    getHref: () => '/supplier/orders/',
  },
  supplierOrder: {
    path: '/supplier/orders/:orderId',
    getHref: (orderId: number) => `/supplier/orders/${orderId}/`,
  },
  // The supplier portal (docs/design.md 'Supplier portal API').
  supplierRequests: {
    path: '/supplier/requests',
    getHref: () => '/supplier/requests/',
  },
  supplierRequest: {
    path: '/supplier/requests/:requestId',
    getHref: (requestId: number) => `/supplier/requests/${requestId}/`,
  },
  reviewAttachmentDelete: {
    // docs/spec/marketplace-spec.md §2 'Other routes' — guarded by 'Are you sure you want to do this?'. `request`:
    // where to go back to afterwards.
    path: '/request/review_attachment/:id/delete',
    getHref: (id: number, requestId?: number) =>
      `/request/review_attachment/${id}/delete${requestId === undefined ? '' : `?${new URLSearchParams({ request: String(requestId) }).toString()}`}`,
  },
  terms: {
    // The terms of sale checkout asks the customer to accept.
    path: '/terms',
    getHref: () => '/terms/',
  },
  comingSoon: {
    // A coming-soon part type's launch page, by the type's name.
    path: '/coming-soon/:partType',
    getHref: (partType: string) => `/coming-soon/${encodeURIComponent(partType)}/`,
  },
  notFound: {
    path: '*',
  },
} as const;

/** Browser paths the server answers with a redirect to the identity provider (full-page navigation). */
export const providerLoginHref = (provider: 'google' | 'microsoft', next: string) =>
  `/accounts/${provider}/login/?${new URLSearchParams({ next }).toString()}`;

function withUrl(path: string, url: string | undefined): string {
  return url === undefined || url === '' || url === '/'
    ? path
    : `${path}?${new URLSearchParams({ url }).toString()}`;
}
