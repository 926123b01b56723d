import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorFallback } from '../components/errors/route-error-fallback.tsx';
import { PageLoading } from '../components/page-state.tsx';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';

// Each page is its own chunk, fetched when first visited; so are the loaders, fetched beside their page's chunk.
const loadHomeRoute = async () => (await import('../routes/home.tsx')).HomeRoute;
const loadPartRoute = async () => (await import('../routes/part.tsx')).PartRoute;
const loadPumpRoute = async () => (await import('../routes/pump.tsx')).PumpRoute;
const loadLoginRoute = async () => (await import('../routes/login.tsx')).LoginRoute;
const loadLoginVerifyRoute = async () => (await import('../routes/login-verify.tsx')).LoginVerifyRoute;
const loadRegisterRoute = async () => (await import('../routes/register.tsx')).RegisterRoute;
const loadActivateRoute = async () => (await import('../routes/activate.tsx')).ActivateRoute;
const loadComingSoonRoute = async () => (await import('../routes/coming-soon.tsx')).ComingSoonRoute;
const loadTermsRoute = async () => (await import('../routes/terms.tsx')).TermsRoute;
const loadNotFoundRoute = async () => (await import('../routes/not-found.tsx')).NotFoundRoute;
const loadAccountPage = async () => (await import('../routes/user/account.tsx')).UserAccountRoute;
const loadForgotPasswordPage = async () =>
  (await import('../features/account/components/forgot-password-page.tsx')).ForgotPasswordPage;
const loadResetPasswordPage = async () =>
  (await import('../features/account/components/reset-password-page.tsx')).ResetPasswordPage;
const loadAdminAreaRoute = async () => (await import('../routes/super-admin/admin-area.tsx')).AdminAreaRoute;
const loadAdminDashboardRoute = async () =>
  (await import('../routes/super-admin/dashboard.tsx')).AdminDashboardRoute;
const loadAdminPartsRoute = async () => (await import('../routes/super-admin/parts.tsx')).AdminPartsRoute;
const loadAdminPartAddRoute = async () =>
  (await import('../routes/super-admin/part-add.tsx')).AdminPartAddRoute;
const loadAdminPartChangeRoute = async () =>
  (await import('../routes/super-admin/part-change.tsx')).AdminPartChangeRoute;
const loadAdminFeedbackRoute = async () =>
  (await import('../routes/super-admin/feedback.tsx')).AdminFeedbackRoute;
const loadAdminCatalogueRoute = async () =>
  (await import('../routes/super-admin/catalogue.tsx')).AdminCatalogueRoute;
const loadAdminPartsCsvRoute = async () =>
  (await import('../routes/super-admin/parts-csv.tsx')).AdminPartsCsvRoute;
const loadAdminAuditLogRoute = async () =>
  (await import('../routes/super-admin/audit-log.tsx')).AdminAuditLogRoute;
const loadAdminClassificationsRoute = async () =>
  (await import('../routes/super-admin/classifications.tsx')).AdminClassificationsRoute;
const loadAdminClassificationRoute = async () =>
  (await import('../routes/super-admin/classification.tsx')).AdminClassificationRoute;
const loadAdminUnitsRoute = async () => (await import('../routes/super-admin/units.tsx')).AdminUnitsRoute;
const loadAdminPartTypesRoute = async () =>
  (await import('../routes/super-admin/part-types.tsx')).AdminPartTypesRoute;
const loadAdminPartTypeRoute = async () =>
  (await import('../routes/super-admin/part-type.tsx')).AdminPartTypeRoute;
const loadAdminPartSuppliersRoute = async () =>
  (await import('../routes/super-admin/part-suppliers.tsx')).AdminPartSuppliersRoute;
const loadAdminSelectedRequestReviewRoute = async () =>
  (await import('../routes/super-admin/selected-request-review.tsx')).AdminSelectedRequestReviewRoute;
const loadUserRequestsRoute = async () => (await import('../routes/user/requests.tsx')).UserRequestsRoute;
const loadSupplierRequestsRoute = async () =>
  (await import('../routes/supplier/requests.tsx')).SupplierRequestsRoute;
const loadSupplierRequestRoute = async () =>
  (await import('../routes/supplier/request.tsx')).SupplierRequestRoute;
const loadOrderNowRoute = async () => (await import('../routes/user/order-now.tsx')).OrderNowRoute;
const loadCheckoutRoute = async () => (await import('../routes/user/checkout.tsx')).CheckoutRoute;
const loadUserOrdersRoute = async () => (await import('../routes/user/orders.tsx')).UserOrdersRoute;
const loadUserOrderRoute = async () => (await import('../routes/user/order.tsx')).UserOrderRoute;
const loadUserOrderUpdateRoute = async () =>
  (await import('../routes/user/order-update.tsx')).UserOrderUpdateRoute;
const loadSupplierOrdersRoute = async () =>
  (await import('../routes/supplier/orders.tsx')).SupplierOrdersRoute;
const loadSupplierOrderRoute = async () => (await import('../routes/supplier/order.tsx')).SupplierOrderRoute;
const loadAdminOrdersRoute = async () => (await import('../routes/super-admin/orders.tsx')).AdminOrdersRoute;
const loadAdminOrderRoute = async () => (await import('../routes/super-admin/order.tsx')).AdminOrderRoute;
const loadReviewAttachmentDeleteRoute = async () =>
  (await import('../routes/review-attachment-delete.tsx')).ReviewAttachmentDeleteRoute;

/** The app's routes. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      // Shown when the shell itself fails; page errors below keep the header.
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <PageLoading label="Loading SpecSource…" />,
      children: [
        {
          errorElement: <RouteErrorFallback />,
          children: [
            {
              path: paths.home.path,
              lazy: { Component: loadHomeRoute },
            },
            {
              path: paths.part.path,
              // The part depends on the slug alone: a move to another wizard step (?tab=) loads nothing.
              shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
                currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
              lazy: {
                loader: async () => (await import('../routes/part-loader.ts')).partLoader(queryClient),
                Component: loadPartRoute,
              },
            },
            {
              // Editing a request: no renamed-slug redirect here (it would drop the order id).
              path: paths.partRequest.path,
              lazy: { Component: loadPartRoute },
            },
            {
              path: paths.pump.path,
              lazy: {
                loader: async () => (await import('../routes/pump-loader.ts')).pumpLoader(queryClient),
                Component: loadPumpRoute,
              },
            },
            {
              path: paths.login.path,
              lazy: { Component: loadLoginRoute },
            },
            { path: paths.loginVerify.path, lazy: { Component: loadLoginVerifyRoute } },
            {
              path: paths.register.path,
              lazy: { Component: loadRegisterRoute },
            },
            {
              path: paths.activate.path,
              lazy: { Component: loadActivateRoute },
            },
            { path: paths.forgotPassword.path, lazy: { Component: loadForgotPasswordPage } },
            { path: paths.resetPassword.path, lazy: { Component: loadResetPasswordPage } },
            { path: paths.userAccount.path, lazy: { Component: loadAccountPage } },
            {
              // Admins only: the area's layout checks the role before any admin page renders.
              path: paths.superAdmin.path,
              lazy: { Component: loadAdminAreaRoute },
              children: [
                { index: true, lazy: { Component: loadAdminDashboardRoute } },
                // Static `part/add` outranks `part/:id/change`; a non-numeric id is the page's not-found.
                { path: paths.adminParts.path, lazy: { Component: loadAdminPartsRoute } },
                { path: paths.adminPartAdd.path, lazy: { Component: loadAdminPartAddRoute } },
                { path: paths.adminPartChange.path, lazy: { Component: loadAdminPartChangeRoute } },
                { path: paths.adminFeedback.path, lazy: { Component: loadAdminFeedbackRoute } },
                { path: paths.adminCatalogue.path, lazy: { Component: loadAdminCatalogueRoute } },
                { path: paths.adminPartsCsv.path, lazy: { Component: loadAdminPartsCsvRoute } },
                { path: paths.adminAuditLog.path, lazy: { Component: loadAdminAuditLogRoute } },
                { path: paths.adminClassifications.path, lazy: { Component: loadAdminClassificationsRoute } },
                { path: paths.adminClassification.path, lazy: { Component: loadAdminClassificationRoute } },
                { path: paths.adminUnits.path, lazy: { Component: loadAdminUnitsRoute } },
                { path: paths.adminPartTypes.path, lazy: { Component: loadAdminPartTypesRoute } },
                { path: paths.adminPartType.path, lazy: { Component: loadAdminPartTypeRoute } },
                { path: paths.adminPartSuppliers.path, lazy: { Component: loadAdminPartSuppliersRoute } },
                {
                  path: paths.adminSelectedRequestReview.path,
                  lazy: { Component: loadAdminSelectedRequestReviewRoute },
                },
                { path: paths.adminOrders.path, lazy: { Component: loadAdminOrdersRoute } },
                { path: paths.adminOrder.path, lazy: { Component: loadAdminOrderRoute } },
                { path: paths.notFound.path, lazy: { Component: loadNotFoundRoute } },
              ],
            },
            {
              path: paths.userRequests.path,
              lazy: { Component: loadUserRequestsRoute },
            },
            { path: paths.orderNow.path, lazy: { Component: loadOrderNowRoute } },
            { path: paths.checkout.path, lazy: { Component: loadCheckoutRoute } },
            { path: paths.userOrders.path, lazy: { Component: loadUserOrdersRoute } },
            { path: paths.userOrder.path, lazy: { Component: loadUserOrderRoute } },
            { path: paths.userOrderUpdate.path, lazy: { Component: loadUserOrderUpdateRoute } },
            { path: paths.supplierOrders.path, lazy: { Component: loadSupplierOrdersRoute } },
            { path: paths.supplierOrder.path, lazy: { Component: loadSupplierOrderRoute } },
            { path: paths.supplierRequests.path, lazy: { Component: loadSupplierRequestsRoute } },
            { path: paths.supplierRequest.path, lazy: { Component: loadSupplierRequestRoute } },
            { path: paths.reviewAttachmentDelete.path, lazy: { Component: loadReviewAttachmentDeleteRoute } },
            { path: paths.terms.path, lazy: { Component: loadTermsRoute } },
            { path: paths.comingSoon.path, lazy: { Component: loadComingSoonRoute } },
            {
              path: paths.notFound.path,
              lazy: { Component: loadNotFoundRoute },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
