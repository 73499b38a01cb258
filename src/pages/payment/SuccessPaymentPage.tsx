/** Route entry point (lazy-loaded by the router); replaced by the real screen in the next commits. */
export default function SuccessPaymentPage() {
  return <main />;
}
