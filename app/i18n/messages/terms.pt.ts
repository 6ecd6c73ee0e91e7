// The terms of service in Portuguese (Brazil first).
import type { TermsMessages } from "./terms.en";

export const TERMS_PT: TermsMessages = {
  title: "Termos de venda",
  description: "Os termos para comprar pneus no atacado na Tyre Wholesale: pedido mínimo, preços, pagamento, entrega e garantia.",
  intro: "Estes termos valem para toda cotação, pedido e entrega da {company} (“nós”). Ao enviar um pedido de compra ou fazer um pedido, você os aceita.",
  ordersHeading: "Pedidos",
  ordersMinimum: "Vendemos no atacado: o pedido mínimo é de {minimumOrder} unidades.",
  ordersSurcharge:
    "Um pedido de exatamente {minimumOrder} unidades é um pedido mínimo e tem um acréscimo por pneu; a partir de 51 unidades vale a tarifa de contêiner de 20 pés e, acima de 160 unidades, a de contêiner de 40 pés.",
  ordersContainers: "Um contêiner de 20 pés leva {containers20} e um de 40 pés {containers40}, conforme a medida.",
  ordersPrices: "Os preços do site são por pneu e incluem o frete mostrado no cálculo do preço. Um pedido se torna firme quando o confirmamos por escrito.",
  paymentHeading: "Pagamento",
  paymentMethods: "Aceitamos {paymentMethods}.",
  paymentDeposit: "Um sinal de {depositPercent}% inicia a produção; o saldo vence antes do embarque.",
  deliveryHeading: "Entrega",
  delivery:
    "A entrega leva {deliveryDays}. A mercadoria viaja por nossa conta e risco até ser entregue à transportadora indicada nas condições de envio combinadas (FOB, CIF ou DDP).",
  guaranteeHeading: "Garantia",
  guarantee: "Todo pneu tem garantia de {guarantee}. Desgaste, montagem incorreta, pressão errada e danos por acidente não são cobertos.",
  returnsHeading: "Devoluções",
  returns: "Você pode devolver a mercadoria em até {returnWindowDays} dias após a entrega; veja nossa {link}.",
  returnsLink: "política de devolução",
  contactHeading: "Contato",
  contact: "Dúvidas sobre estes termos: {email} ou {link}.",
  contactLink: "nossa página de contato",
};
