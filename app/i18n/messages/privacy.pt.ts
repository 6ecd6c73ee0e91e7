// The privacy policy in Portuguese (Brazil first).
import type { PrivacyMessages } from "./privacy.en";

export const PRIVACY_PT: PrivacyMessages = {
  title: "Política de privacidade",
  description: "Quais dados pessoais a Tyre Wholesale guarda, por quê, por quanto tempo, e quais são seus direitos.",
  intro: "A {company} é responsável pelos dados pessoais descritos aqui. Guardamos apenas o necessário para vender pneus a você.",
  keepHeading: "O que guardamos",
  keepAccount: "Sua conta: nome, e-mail, senha (guardada apenas como hash seguro) e, se você entrar com o Google, seu nome, e-mail e foto do Google.",
  keepInquiries: "Seus pedidos de compra: nome, e-mail, telefone, empresa, endereço, quantidade, condições de envio e mensagem.",
  keepLogs: "Registros técnicos das requisições, guardados por segurança por no máximo 30 dias.",
  whyHeading: "Por quê",
  why: "Para responder aos seus pedidos, preparar cotações e pedidos (mínimo de {minimumOrder} unidades), entregar e faturar, e manter a loja segura.",
  sharingHeading: "Compartilhamento",
  sharing:
    "Compartilhamos seus dados apenas com as transportadoras, os bancos e os meios de pagamento necessários para entregar e receber o pagamento ({paymentMethods}). Nunca os vendemos.",
  cookiesHeading: "Cookies",
  cookies: "Usamos um único cookie de sessão para manter você conectado. Não usamos cookies de publicidade nem de rastreamento.",
  rightsHeading: "Seus direitos",
  rights: "Você pode ver, corrigir ou excluir seus dados a qualquer momento: escreva para {email} ou use {link}.",
  rightsLink: "nossa página de contato",
};
