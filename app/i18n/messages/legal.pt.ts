// The legal pages' frame and trade terms in Portuguese (Brazil first).
import type { LegalMessages } from "./legal.en";

export const LEGAL_PT: LegalMessages = {
  lastUpdated: "Última atualização: {date}",
  translationNote: "Este texto é uma tradução para sua conveniência; em caso de divergência, prevalece a versão em inglês.",
  englishVersion: "Ler a versão em inglês",
  deliveryDays: "de 15 a 30 dias após o pagamento",
  paymentMethods: "transferência bancária (TT), PayPal e cartões de crédito",
  guarantee: "2 anos contra defeitos de fabricação",
  refundBusinessDays: "de 5 a 7 dias úteis",
  containers20: "de 150 a 160 unidades",
  containers40: "de 270 a 280 unidades",
};
