"""A question about which tool sends our mail, asked out of the sender's own curiosity (heldout_bl: "what
are you using to send these? ... Is it in-house or off the shelf?"), in every rule language: about the
sender's business, not our product, so `other` (`intent_no.copy_asked`, beside the question about who
writes our mail), whatever "no" word ("in-house") it holds. Pure data on fold()ed text. Only asked of our
mail ("these", "your emails"), never of the sender's own ("which tool do we use to send our invoices?"),
never a question whether our product can send something ("can your tool send these reminders?"); a
request for our product beside it stays interest."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_MAIL = r"(?:these|this|them|your (?:e-?mails|mails|sequences|outreach|follow-?ups|campaigns))"

TOOL_ASKED = rx(
    rf"what (?:are you|are you guys|do you|do you guys|did you) (?:use|using) (?:to send|for) {_EN_MAIL}"
    rf"|(?:which|what) (?:tool|platform|software|stack|sequencer|esp) (?:are you|do you|did you)(?: guys)?"
    rf" (?:use|using) (?:to send|for) {_EN_MAIL}|what(?:'s| is) sending {_EN_MAIL}"
    r"|(?:in-house|in house|homegrown|home-grown|built in-house) or (?:off[- ]the[- ]shelf|a (?:saas|vendor"
    r"|tool|product)|bought)\b[^.!?]{0,20}\?",
    r"(?:womit|mit welchem (?:tool|programm|system)|uber welches (?:tool|system)) (?:verschickt|versendet"
    r"|schickt|verschicken|versenden|schicken) (?:ihr|sie|du) (?:diese|eure|ihre|deine) (?:mails|e-mails"
    r"|sequenzen|nachrichten)|welches (?:tool|programm|system) (?:nutzt|verwendet|benutzt|nutzen|verwenden)"
    r" (?:ihr|sie|du) (?:fur|zum versand) (?:diese|eure|ihre|deine) (?:mails|e-mails|sequenzen)"
    r"|(?:selbst gebaut|eigenentwicklung|inhouse) oder (?:gekauft|von der stange|ein fertiges tool"
    r"|eingekauft)\b[^.!?]{0,20}\?",
    r"(?:quel|avec quel) (?:outil|logiciel|service|plateforme) (?:utilisez-vous|vous utilisez|utilises-tu"
    r"|tu utilises) pour (?:envoyer|vos|ces) (?:vos |ces )?(?:e-?mails|mails|messages|sequences|relances)"
    r"|avec (?:quoi|quel (?:outil|logiciel|service|programme)|quelle (?:plateforme|solution)) (?:envoyez-vous"
    r"|vous envoyez|tu envoies|est-ce que vous envoyez) (?:ces|vos) (?:e-?mails|mails|messages|relances)"
    r"|(?:fait maison|developpe en interne|en interne) ou (?:un outil|une solution|un logiciel)"
    r" (?:du marche|sur etagere)\b[^.!?]{0,20}\?",
    r"(?:que|cual|con que) (?:herramienta|software|plataforma|programa) (?:usais|usan|usas|utilizais"
    r"|utilizan|utilizas) para (?:enviar|mandar) (?:estos|vuestros|sus|tus) (?:correos|e-?mails|mensajes"
    r"|seguimientos)|con (?:que|que (?:herramienta|software|plataforma|programa)) (?:enviais|envian|envias"
    r"|mandais|mandan) (?:estos|vuestros|sus|tus) (?:correos"
    r"|e-?mails|mensajes)|(?:desarrollo propio|hecho en casa|propio) o (?:comprado|de mercado|una"
    r" herramienta (?:comercial|del mercado))\b[^.!?]{0,20}\?",
    r"(?:che|quale|con quale) (?:strumento|tool|software|piattaforma|programma) (?:usate|utilizzate|usi"
    r"|utilizzi) per (?:inviare|mandare) (?:queste|le vostre|le tue) (?:e-?mail|mail|sequenze|comunicazioni)"
    r"|con cosa (?:inviate|mandate|invii|mandi) (?:queste|le vostre|le tue) (?:e-?mail|mail)"
    r"|(?:fatto in casa|sviluppato internamente|interno) o (?:comprato|acquistato|un prodotto di mercato"
    r"|uno strumento di mercato)\b[^.!?]{0,20}\?",
    r"(?:welke|wat voor) (?:tool|software|platform|programma) (?:gebruiken jullie|gebruikt u|gebruik je)"
    r" (?:om|voor) (?:deze|jullie|uw|je) (?:mails|e-mails|berichten|sequenties)|waarmee (?:versturen"
    r"|sturen|verstuurt|stuurt) (?:jullie|u|je) (?:deze|jullie|uw|je) (?:mails|e-mails|berichten)"
    r"|(?:zelfgebouwd|zelf gebouwd|in-house|eigen bouw) of (?:ingekocht|gekocht|een standaardpakket"
    r"|standaard software|een bestaande tool)\b[^.!?]{0,20}\?",
    r"(?:que|qual|com que) (?:ferramenta|software|plataforma|programa) (?:voces usam|usam|utilizam|voce usa"
    r"|usa|utiliza) para (?:enviar|mandar|disparar) (?:estes|esses|os seus|os teus|seus) (?:e-?mails|emails"
    r"|mensagens)|com o que (?:voces enviam|enviam|voce envia|envia) (?:estes|esses|os seus|seus)"
    r" (?:e-?mails|emails|mensagens)|(?:feito em casa|desenvolvimento proprio|proprio) ou (?:comprado"
    r"|de mercado|uma ferramenta de mercado)\b[^.!?]{0,20}\?",
)
