// The return policy in Spanish.
import type { ReturnsMessages } from "./returns.en";

export const RETURNS_ES: ReturnsMessages = {
  title: "Política de devoluciones",
  description: "Devuelva neumáticos en un plazo de {returnWindowDays} días desde la entrega; reembolso en {refundBusinessDays}.",
  intro: "Queremos que cada contenedor llegue tal como se pidió. Si no es así, lo solucionamos.",
  windowHeading: "Devoluciones en {returnWindowDays} días",
  window: "Puede devolver neumáticos en un plazo de {returnWindowDays} días desde la entrega.",
  condition: "Los neumáticos devueltos deben estar sin usar, sin montar y en su estado original, con la referencia de la entrega.",
  tellUs: "Avísenos primero por correo electrónico a {email}; le enviaremos la dirección de devolución y las instrucciones.",
  refundsHeading: "Reembolsos",
  refunds:
    "Cuando los neumáticos devueltos hayan llegado y se hayan revisado, reembolsamos el importe en {refundBusinessDays}, por el mismo medio de pago que usó.",
  defectsHeading: "Neumáticos defectuosos",
  defects:
    "Los defectos de fabricación están cubiertos por nuestra garantía de {guarantee}. Envíenos fotos del neumático, su código DOT y la referencia de la entrega; consulte también nuestras {link}.",
  defectsLink: "condiciones de venta",
};
