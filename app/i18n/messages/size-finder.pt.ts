// The size finder and the /tyres/size page in Portuguese (Brazil first), for the trade.
import type { SizeFinderMessages } from "./size-finder.en";

export const SIZE_FINDER_PT: SizeFinderMessages = {
  title: "Pneus por medida",
  description: "Encontre pneus de carga, passeio, moto e off-road no atacado por medida: escolha largura, perfil e aro, ou digite uma medida como 315/80R22.5.",
  heading: "Pneus por medida",
  lead: "Escolha largura, perfil e aro, ou digite a medida gravada na lateral do pneu.",
  allSizes: "Todas as medidas",
  shopBySize: "Buscar por medida",
  width: "Largura",
  profile: "Perfil",
  rim: "Aro",
  noProfile: "nenhum",
  showTyres: "Ver pneus",
  typeASize: "Digite uma medida",
  orTypeASize: "Ou digite uma medida",
  go: "Ir",
  example: "Por exemplo 315/80R22.5, 315 80 22.5 ou 3158022.5.",
  unreadable: "Não reconhecemos uma medida de pneu aí. Digite-a como 315/80R22.5, 315 80 22.5 ou 3158022.5.",
  empty: "Digite uma medida de pneu, por exemplo 315/80R22.5.",
  notSold: "Não temos pneus na medida {size}. Escolha uma das medidas abaixo.",
};
