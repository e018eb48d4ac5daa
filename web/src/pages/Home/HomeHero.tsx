import { useSearchParams } from "react-router-dom";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import * as styles from "./HomeHero.css";

/**
 * Spec section 2 "Hero". For now only its city picker; the service type, 'Find Services'
 * and the quiz buttons come with the home search. The city lives in the URL's `location`
 * (the name the search sends it under), so it survives a reload.
 */
export function HomeHero() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = searchParams.get("location") ?? "";

  function setLocation(value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set("location", value);
        else next.delete("location");
        return next;
      },
      // Picking a city is editing a field, not a step to go back to.
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <section className={styles.hero}>
      <PageHeader
        title="Canada's Service Marketplace"
        intro="Find trusted cleaners, car detailers, handymen and more in your city. Compare verified providers and book online."
      />
      <div className={styles.searchCard}>
        <div className={styles.field}>
          <CityPicker value={location} onChange={setLocation} />
        </div>
      </div>
    </section>
  );
}
