/**
 * The message catalogue's part for managing billing (issue 28.2; decision 281), in a module of its
 * own: domain/messages.ts is in the landing page's first chunk whole (every export any chunk uses),
 * and these words would put it over its budget (budgets/site.json). Only the dashboard's Billing
 * section and the server import this. Every other text stays in domain/messages.ts.
 */
/** A card brand as the provider names it (visa, mastercard, amex...) in the words a card shows. */
const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};
function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? 'Card';
}

/**
 * Issue 28.2's words for managing billing: the dashboard's Billing section and TEST MODE's portal and
 * receipt pages (the server).
 */
export const billingMessages = {
  paymentMethod: 'Payment method',
  cardOnFile: (brand: string, last4: string) => `${cardBrandName(brand)} ending in ${last4}`,
  cardExpires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
  noCardOnFile: 'The card on file is not known yet.',
  updateCard: 'Update card',
  payNow: 'Pay now',
  viewReceiptOf: (date: string) => `View receipt of ${date}`,
  payNowFor: (date: string) => `Pay now: invoice of ${date}`,
  billingInterval: 'Billing interval',
  switchBilling: (to: 'month' | 'year') => (to === 'year' ? 'Switch to annual billing' : 'Switch to monthly billing'),
  switchBillingToAnnualText:
    'You pay for a year, starting today, less a credit for the unused part of your current month.',
  switchBillingToMonthlyText: (date: string) =>
    `You keep annual billing until ${date}, then pay monthly. You can undo this until then.`,
} as const;

/** TEST MODE's portal and receipt pages (the server's only: a separate export, not in the client's chunk). */
export const testBillingPageMessages = {
  /** TEST MODE's portal: the card on file is one of its test cards. */
  chooseCard: 'Choose a test card',
  testCardLabel: (brand: string, last4: string, month: number, year: number) =>
    `${cardBrandName(brand)} ending in ${last4}, expires ${String(month).padStart(2, '0')}/${year}`,
  /** TEST MODE's own receipt page. */
  receiptTitle: 'Receipt',
  receiptNotice: 'TEST MODE receipt: no card was charged.',
  receiptNumber: 'Receipt number',
  receiptDate: 'Date',
  receiptFor: 'For',
  receiptAmount: 'Amount',
  receiptPeriod: 'Period',
  receiptStatus: 'Status',
  receiptNotFoundTitle: 'Receipt not available',
  receiptNotFoundText: 'Sign in with the account this receipt belongs to.',
  backToDashboard: 'Back to your dashboard',
} as const;
