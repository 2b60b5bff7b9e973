import {
  groupFollowProductsByOriginator,
  MARKETS,
  marketAvailable,
  selectFollowBuy,
  selectFollowProducts,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { FollowProductDetail, FollowProducts } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useSearchParams } from '../../nav/router';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

function ByOriginator() {
  const sdk = useSdk();
  const labels = useLabels('follow');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const products = useEndpoint('listFollowProducts', { type: page.market });
  const groups = products.data
    ? groupFollowProductsByOriginator(selectFollowProducts(products.data, { language, now: sdk.clock() }))
    : undefined;
  return (
    <>
      <PageMarketSwitch page={page} />
      <FollowProducts
        labels={labels}
        status={products.error ? 'error' : groups ? 'ready' : 'loading'}
        {...(groups ? { groups } : {})}
        {...(products.error ? { errorText: products.error.text, onRetry: products.refetch } : {})}
      />
    </>
  );
}

function Product({ id }: { id: string }) {
  const sdk = useSdk();
  const labels = useLabels('follow');
  const language = sdk.i18n.language;
  const product = useEndpoint('getFollowProduct', { id });
  const market = product.data?.market ?? 'jpy';
  const user = useEndpoint('getUserinfo', { type: market });
  const [buy, sending] = useMutation('buyFollowProduct');
  const [amount, setAmount] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [done, setDone] = useState(false);
  // The time limit is checked against the clock at each render (`validateFollow`).
  const view = product.data
    ? selectFollowBuy(product.data, {
        language,
        now: sdk.clock(),
        amount,
        available: marketAvailable(user.data, market),
      })
    : undefined;
  return (
    <FollowProductDetail
      labels={labels}
      status={product.error ? 'error' : view ? 'ready' : 'loading'}
      {...(view ? { view } : {})}
      {...(product.error ? { errorText: product.error.text, onRetry: product.refetch } : {})}
      issueText={(i) => translateRule(sdk.i18n, i.code, i.params)}
      currency={MARKETS[market].currency}
      amount={amount}
      onAmountChange={(a) => {
        setDone(false);
        setAmount(a);
      }}
      fundsPassword={fundsPassword}
      onFundsPasswordChange={setFundsPassword}
      submitting={sending.isSending}
      {...(done ? { doneText: labels.bought } : {})}
      onBuy={() =>
        void buy({ id, amount, fundsPassword }).then((r) => {
          setFundsPassword('');
          if (!r.error) {
            setDone(true);
            setAmount('');
          }
          user.refetch();
        })
      }
    />
  );
}

/** /home/qcList[?id=] — a product and its purchase, or the products by originator. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <Product id={id} /> : <ByOriginator />;
}
