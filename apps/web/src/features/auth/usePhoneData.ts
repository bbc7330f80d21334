import { PhoneApi, type PhoneCountry, type PhoneMask } from '@kickoff/contracts';
import { useEffect, useState } from 'react';
import { useService } from '../../app/di';

/** Phone countries (in the page's language) and the masks by country id, loaded from the API. */
export function usePhoneData(language: string): { countries: PhoneCountry[]; maskOf: (countryId: number | undefined) => PhoneMask | undefined } {
  const api = useService(PhoneApi);
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [masks, setMasks] = useState<PhoneMask[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.getCountries(language, controller.signal).then(setCountries, () => setCountries([]));
    api.getMasks(controller.signal).then(setMasks, () => setMasks([]));
    return () => controller.abort();
  }, [api, language]);
  return { countries, maskOf: (countryId) => masks.find((mask) => mask.CountryId === countryId) };
}
