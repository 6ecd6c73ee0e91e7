// The terms of service in Spanish.
import type { TermsMessages } from "./terms.en";

export const TERMS_ES: TermsMessages = {
  title: "Condiciones de venta",
  description: "Las condiciones para comprar neumáticos al por mayor en Tyre Wholesale: pedido mínimo, precios, pago, entrega y garantía.",
  intro:
    "Estas condiciones se aplican a toda cotización, pedido y entrega de {company} («nosotros»). Al enviar una solicitud de compra o hacer un pedido, usted las acepta.",
  ordersHeading: "Pedidos",
  ordersMinimum: "Vendemos al por mayor: el pedido mínimo es de {minimumOrder} unidades.",
  ordersSurcharge:
    "Un pedido de exactamente {minimumOrder} unidades es un pedido mínimo y lleva un recargo por neumático; desde 51 unidades se aplica la tarifa de contenedor de 20 pies, y por encima de 160 unidades la de contenedor de 40 pies.",
  ordersContainers: "Un contenedor de 20 pies admite {containers20} y uno de 40 pies {containers40}, según la medida.",
  ordersPrices:
    "Los precios de la web son por neumático e incluyen el coste de envío que figura en el cálculo del precio. Un pedido es vinculante cuando lo confirmamos por escrito.",
  paymentHeading: "Pago",
  paymentMethods: "Aceptamos {paymentMethods}.",
  paymentDeposit: "Un anticipo del {depositPercent} % inicia la producción; el resto se paga antes del envío.",
  deliveryHeading: "Entrega",
  delivery:
    "La entrega tarda {deliveryDays}. La mercancía viaja por nuestra cuenta y riesgo hasta que se entrega al transportista designado en las condiciones de envío acordadas (FOB, CIF o DDP).",
  guaranteeHeading: "Garantía",
  guarantee:
    "Cada neumático tiene una garantía de {guarantee}. No cubre el desgaste, un montaje incorrecto, una presión inadecuada ni los daños por accidente.",
  returnsHeading: "Devoluciones",
  returns: "Puede devolver la mercancía en un plazo de {returnWindowDays} días desde la entrega; consulte nuestra {link}.",
  returnsLink: "política de devoluciones",
  contactHeading: "Contacto",
  contact: "Preguntas sobre estas condiciones: {email} o {link}.",
  contactLink: "nuestra página de contacto",
};
