// The legal pages' frame and trade terms in Spanish.
import type { LegalMessages } from "./legal.en";

export const LEGAL_ES: LegalMessages = {
  lastUpdated: "Última actualización: {date}",
  translationNote: "Este texto es una traducción para su comodidad; en caso de discrepancia, prevalece la versión en inglés.",
  englishVersion: "Leer la versión en inglés",
  deliveryDays: "de 15 a 30 días desde el pago",
  paymentMethods: "transferencia bancaria (TT), PayPal y tarjetas de crédito",
  guarantee: "2 años contra defectos de fabricación",
  refundBusinessDays: "de 5 a 7 días hábiles",
  containers20: "de 150 a 160 unidades",
  containers40: "de 270 a 280 unidades",
};
