// placeOrder through the shared contract (the server prices everything from the database).
import { placeOrder } from '@fohzshop/shared/contracts/orders';
import { callFunction } from '@/lib/firebase/call-function';
import type { OrderRequest } from '../components/checkout-request';

export const submitOrder = (request: OrderRequest) => callFunction(placeOrder, request);
