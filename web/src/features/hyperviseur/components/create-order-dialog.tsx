// Take an order for a customer (phone order): customer, one of their addresses, products
// (ProductLinePicker) and quantities, payment method. Prices and stock are the server's; the
// contract checks the rest.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/ui/input';
import { FormDialog } from '@/ui/form-dialog';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INSTALMENT_COUNTS } from '@fohzshop/shared/constants';
import { adminCreateOrder } from '@fohzshop/shared/contracts/orders';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@fohzshop/shared/schemas/order';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { useProducts } from '@/entities/product/hooks/use-products';
import { useUsers } from '../hooks/use-admin-data';
import { useCallable } from '@/lib/callable/use-callable';
import { adminOrderPath } from '../lib/admin-paths';
import { HV_MESSAGES } from '../lib/hv-messages';
import { userMatches } from '../lib/table-filters';
import { ProductLinePicker } from './product-line-picker';
import { SelectField, optionsOf } from '@/ui/select-field';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';

type Line = { product_id: string; quantity: number };

export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { users } = useUsers();
  const { products } = useProducts();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [userId, setUserId] = useState('');
  const [addressIndex, setAddressIndex] = useState('0');
  const [lines, setLines] = useState<Line[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [instalments, setInstalments] = useState('3');
  const create = useCallable(adminCreateOrder, {
    success: HV_MESSAGES.orderCreated,
    error: HV_MESSAGES.orderCreateFailed,
  });
  const customers = useMemo(
    () => users.filter((u) => userMatches(u, query)).slice(0, 200),
    [users, query],
  );
  const customer = users.find((u) => u.user_id === userId);
  const address = customer?.addresses[Number(addressIndex)];
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const submit = () => {
    if (!customer || !address) return;
    create.mutate(
      {
        user_id: customer.user_id,
        items: lines,
        shipping_address: address,
        payment_method: method,
        ...(method === 'instalments' ? { instalments: Number(instalments) as 2 | 3 | 4 } : {}),
      },
      {
        onSuccess: ({ order_id }) => {
          onClose();
          navigate(adminOrderPath(order_id));
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      title="Nouvelle commande pour un client"
      scrollInside
      busy={create.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {DIALOG_LABELS.cancel}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!address || lines.length === 0}
          >
            Créer la commande
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Input
          size="sm"
          placeholder="Rechercher un client…"
          aria-label="Rechercher un client"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <SelectField
          label="Client"
          empty="Choisir…"
          options={customers.map(
            (u) => [u.user_id, `${userDisplayName(u)} · ${u.email || u.user_id}`] as const,
          )}
          value={userId}
          onChange={(e) => {
            setUserId(e.target.value);
            setAddressIndex('0');
          }}
        />
        {customer && customer.addresses.length === 0 && (
          <Text color="red.fg">
            Ce client n'a aucune adresse : ajoutez-en une depuis l'écran Utilisateurs.
          </Text>
        )}
        {customer && customer.addresses.length > 0 && (
          <SelectField
            label="Adresse de livraison"
            options={customer.addresses.map(
              (a, i) =>
                [
                  String(i),
                  `${a.label ? `${a.label} : ` : ''}${a.line1}, ${a.postal_code} ${a.city}`,
                ] as const,
            )}
            value={addressIndex}
            onChange={(e) => setAddressIndex(e.target.value)}
          />
        )}
        <ProductLinePicker
          exclude={lines.map((l) => l.product_id)}
          onAdd={(product) => setLines([...lines, { product_id: product.product_id, quantity: 1 }])}
        />
        {lines.map((line, index) => (
          <Flex key={line.product_id} gap="2" align="center">
            <Text flex="1">{byId.get(line.product_id)?.name ?? line.product_id}</Text>
            <Input
              size="sm"
              width="20"
              type="number"
              min={1}
              max={99}
              aria-label={`Quantité de ${byId.get(line.product_id)?.name ?? line.product_id}`}
              value={line.quantity}
              onChange={(e) =>
                setLines(
                  lines.map((l, i) =>
                    i === index ? { ...l, quantity: Number(e.target.value) } : l,
                  ),
                )
              }
            />
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              Retirer
            </Button>
          </Flex>
        ))}
        <Flex gap="3" wrap="wrap">
          <SelectField
            label="Paiement"
            options={optionsOf(PAYMENT_METHOD_LABELS)}
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          />
          {method === 'instalments' && (
            <SelectField
              label="Échéances"
              options={INSTALMENT_COUNTS.map((n) => [String(n), `${n} fois`] as const)}
              value={instalments}
              onChange={(e) => setInstalments(e.target.value)}
            />
          )}
        </Flex>
      </Stack>
    </FormDialog>
  );
}
