// The return policy in Portuguese (Brazil first).
import type { ReturnsMessages } from "./returns.en";

export const RETURNS_PT: ReturnsMessages = {
  title: "Política de devolução",
  description: "Devolva pneus em até {returnWindowDays} dias após a entrega; reembolso em {refundBusinessDays}.",
  intro: "Queremos que cada contêiner chegue como foi pedido. Se não chegar, nós resolvemos.",
  windowHeading: "Devoluções em até {returnWindowDays} dias",
  window: "Você pode devolver pneus em até {returnWindowDays} dias após a entrega.",
  condition: "Os pneus devolvidos devem estar sem uso, não montados e em seu estado original, com a referência da entrega.",
  tellUs: "Avise-nos antes por e-mail em {email}; enviaremos o endereço de devolução e as instruções.",
  refundsHeading: "Reembolsos",
  refunds: "Assim que os pneus devolvidos chegarem e forem conferidos, reembolsamos o valor em {refundBusinessDays}, pelo meio de pagamento que você usou.",
  defectsHeading: "Pneus com defeito",
  defects:
    "Defeitos de fabricação são cobertos pela nossa garantia de {guarantee}. Envie-nos fotos do pneu, o código DOT e a referência da entrega; veja também nossos {link}.",
  defectsLink: "termos de venda",
};
