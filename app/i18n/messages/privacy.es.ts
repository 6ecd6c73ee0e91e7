// The privacy policy in Spanish.
import type { PrivacyMessages } from "./privacy.en";

export const PRIVACY_ES: PrivacyMessages = {
  title: "Política de privacidad",
  description: "Qué datos personales guarda Tyre Wholesale, por qué, durante cuánto tiempo y cuáles son sus derechos.",
  intro: "{company} es responsable de los datos personales descritos aquí. Guardamos solo lo que necesitamos para venderle neumáticos.",
  keepHeading: "Qué guardamos",
  keepAccount:
    "Su cuenta: nombre, correo electrónico, contraseña (guardada solo como hash seguro) y, si inicia sesión con Google, su nombre, correo y foto de Google.",
  keepInquiries: "Sus solicitudes de compra: nombre, correo electrónico, teléfono, empresa, dirección, cantidad, condiciones de envío y mensaje.",
  keepLogs: "Registros técnicos de las peticiones, guardados por seguridad durante 30 días como máximo.",
  whyHeading: "Para qué",
  why: "Para responder a sus solicitudes, preparar cotizaciones y pedidos (mínimo {minimumOrder} unidades), entregar y facturar, y mantener segura la tienda.",
  sharingHeading: "Con quién los compartimos",
  sharing:
    "Solo compartimos sus datos con los transportistas, bancos y proveedores de pago necesarios para entregar y cobrar ({paymentMethods}). Nunca los vendemos.",
  cookiesHeading: "Cookies",
  cookies: "Usamos una sola cookie de sesión para mantener su sesión iniciada. No usamos cookies publicitarias ni de seguimiento.",
  rightsHeading: "Sus derechos",
  rights: "Puede consultar, corregir o eliminar sus datos en cualquier momento: escriba a {email} o use {link}.",
  rightsLink: "nuestra página de contacto",
};
