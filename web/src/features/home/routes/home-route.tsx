// Home: promises, brands, best sellers, new arrivals and the way to parts.
import { island } from '@/lib/hydration/island';
import { ROUTES } from '@fohzshop/shared/routes';
import { BrandTiles } from '../components/brand-tiles';
import { Hero } from '../components/hero';
import { PartsTeaser as PartsTeaserContent } from '../components/parts-teaser';
import { ProductStrip } from '../components/product-strip';
import { useHomeProducts } from '../hooks/use-home-products';
import s from './home-route.styles';

// Below the fold on a phone: hydrated only when the visitor scrolls near them or acts. Their code
// is small and comes with the page (the first strip shares it): only their hydration waits.
const NewArrivalsStrip = island('new-arrivals', () => Promise.resolve(ProductStrip));
const PartsTeaser = island('parts-teaser', () => Promise.resolve(PartsTeaserContent));

// Constant links: the strips' props stay equal from one render to the next.
const ALL_SCOOTERS = { to: ROUTES.SCOOTERS.path, label: 'Toutes les trottinettes' };
const NEW_ARRIVALS = { to: `${ROUTES.SCOOTERS.path}?tri=newest`, label: 'Voir les nouveautés' };

export function HomeRoute() {
  const home = useHomeProducts();
  return (
    <div className={s.page}>
      <Hero />
      <BrandTiles />
      <ProductStrip
        id="best-sellers-title"
        title="Meilleures ventes"
        products={home.bestSellers}
        labels={home.labels}
        isLoading={home.isLoading}
        more={ALL_SCOOTERS}
        empty="Nos meilleures ventes arrivent bientôt."
      />
      <div className={s.newArrivals}>
        <NewArrivalsStrip
          id="new-arrivals-title"
          title="Nouveautés"
          products={home.newArrivals}
          labels={home.labels}
          isLoading={home.isLoading}
          more={NEW_ARRIVALS}
          empty="Pas de nouveauté cette semaine : revenez bientôt !"
        />
      </div>
      <div className={s.partsTeaser}>
        <PartsTeaser />
      </div>
    </div>
  );
}
