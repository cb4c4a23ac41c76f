import { useParams } from 'react-router';
import { TestCheckoutPage } from '@/features/billing/components/test-checkout-page';

/** /checkout/test/:checkoutId: the built-in test checkout (test billing mode). */
export default function Route() {
  const { checkoutId = '' } = useParams();
  return <TestCheckoutPage checkoutId={checkoutId} />;
}
