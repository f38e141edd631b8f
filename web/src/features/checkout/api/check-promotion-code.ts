// checkPromotionCode through the shared contract: the code against the cart as the server holds it.
import { checkPromotionCode } from '@fohzshop/shared/contracts/promotion-check';
import { callFunction } from '@/lib/firebase/call-function';

export const checkCode = (code: string) => callFunction(checkPromotionCode, { code });
