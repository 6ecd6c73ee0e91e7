// The trial tyres page in Portuguese (Brazil first), for the trade.
import type { TrialTyresMessages } from "./trial-tyres.en";

export const TRIAL_TYRES_PT: TrialTyresMessages = {
  title: "Pneus de teste: compre antes 1 ou 2 pneus de carga | Tyre Wholesale",
  description: "Teste 1 ou 2 pneus de carga antes de um jogo completo: seis medidas comuns de aro 22.5, de tração e de carreta, em marketplaces.",
  heading: "Pneus de teste",
  lead: "Quer testar nossos pneus antes de pedir 50 ou mais? Compre um ou dois das medidas de carga comuns abaixo em um marketplace, teste-os nos seus próprios caminhões e depois volte para o jogo completo.",
  driveTyre: "Pneu de tração",
  trailerTyre: "Pneu de carreta",
  opensInNewTab: "(abre em uma nova aba)",
};
