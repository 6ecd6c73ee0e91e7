// /buy-now in Portuguese (Brazil first), for the trade.
import type { BuyNowMessages } from "./buy-now.en";

export const BUY_NOW_PT: BuyNowMessages = {
  noProduct: "Nenhum produto selecionado. Volte e tente novamente.",
  noProductTitle: "Nenhum produto selecionado",
  refusedTitle: "Condições de frete não reconhecidas",
  title: "Detalhes da compra: {name}",
  description: "Preço de atacado para {name}: pedido mínimo de 50 peças, envio para o mundo todo em contêineres de 20 ou 40 pés.",
  descriptionFrom:
    "Preço de atacado para {name} a partir de {price} por pneu: pedido mínimo de 50 peças, envio para o mundo todo em contêineres de 20 ou 40 pés.",
  goBack: "Voltar",
  heading: "Detalhes da compra",
  bulkPrice: "Preço de atacado",
  priceOnRequest: "Preço sob consulta",
  askForQuote: "Peça ao fornecedor uma cotação para {quantity} peças ou mais.",
  termsHeading: "Frete, pagamento e garantia",
  quantityLabel: "Quantidade (peças)",
  quantityHint: "Pedido mínimo de {minimum} peças. Um contêiner de 20 pés leva {twenty}; um de 40 pés, {forty}.",
  update: "Atualizar",
  fullContainer: "Contêiner cheio:",
  addToQuote: "Adicionar {quantity} à cotação",
  notANumber: "“{typed}” não é um número, então o preço é para o pedido mínimo de {priced} peças.",
  belowMinimum: "O pedido mínimo é de {minimum} peças, então o preço é para {priced} peças.",
  aboveMaximum: "Aqui cotamos até {maximum} peças, então o preço é para {priced} peças. Fale conosco para um pedido maior.",
  soldWhole: "Os pneus são vendidos por unidade inteira, então o preço é para {priced} peças.",
  unitPrice: "Preço unitário",
  quantity: "Quantidade",
  subtotal: "Subtotal",
  container: "Contêiner",
};
