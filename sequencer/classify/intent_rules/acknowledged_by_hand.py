"""An acknowledgement typed by a person for someone away ("Your email of 3 March has been received and will be
brought to Mr Harrow's attention upon his return", "Ihre E-Mail ist eingegangen; ich lege sie Herrn Berger
nach seiner Rückkehr vor", "Votre courriel a bien été reçu, je le transmettrai à M. Durand à son retour",
"Su correo ha sido recibido y se lo haré llegar al Sr. Ruiz a su regreso", "La Sua e-mail è stata ricevuta
e sarà sottoposta all'attenzione del dott. Bianchi al suo rientro", "Uw e-mail is in goede orde ontvangen
en wordt bij terugkomst aan de heer Jansen voorgelegd", "O seu e-mail foi recebido e será apresentado ao
Dr. Sousa no seu regresso"): a reply with nothing to act on (`other`), never an automatic acknowledgement
(heldout_aw). Pure data on fold()ed text, read beside `acknowledgement.ACKNOWLEDGEMENT`.

Only a third person shown it on his or her return: "on my return" is the writer's own absence, and a mark of a
machine beside it (automatic, a ticket number, "do not reply") keeps it automatic."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

SHOWN_ON_RETURN = rx(
    r"(?:brought|drawn|put|passed|shown|given|forwarded|handed)(?: on)? (?:to )?(?:the attention of )?(?:mr"
    r"|mrs"
    r"|ms|miss|dr|prof|sir|dame|him|her)\b(?:[^.;!?]{0,60}?)(?:upon|on|after|when|at) (?:his|her) return",
    r"(?:show|pass|give|forward|hand|put)(?: it| this| your \w+)? (?:on )?(?:to )?(?:mr|mrs|ms|miss|dr|him"
    r"|her)(?!\w)[^.;!?]{0,60}?(?:upon|on|after|when|at) (?:his|her) return",
    r"(?:herrn?|frau|dr\.?|ihm|ihr)(?!\w)[^.;!?]{0,60}?nach (?:seiner|ihrer) (?:ruckkehr|wiederkehr)"
    r"|nach (?:seiner|ihrer) (?:ruckkehr|wiederkehr)[^.;!?]{0,60}?(?:herrn?|frau|dr\.?|ihm|ihr)(?!\w)"
    r" (?:\S+ )?(?:vorlegen|vorgelegt|weiterleiten|weitergeleitet|zeigen|geben)",
    r"(?:a|au|aupres de) (?:m\.|mme|monsieur|madame|me|dr|maitre)(?!\w)[^.;!?]{0,60}?(?:a|des|lors de) son"
    r" retour"
    r"|(?:a|des|lors de) son retour[^.;!?]{0,60}?(?:a|au) (?:m\.|mme|monsieur|madame|me|dr|maitre)(?!\w)",
    r"(?:al|a la) (?:sr\.?|sra\.?|senor|senora|dr\.?|dra\.?|don|dona)(?!\w)[^.;!?]{0,60}?(?:a|tras|en cuanto"
    r" a)"
    r" su (?:regreso|vuelta|retorno)",
    r"(?:del|della|al|alla) (?:dott\.?|dott\.ssa|dottoressa|sig\.?|sig\.ra|signor|signora|avv\.?|ing\.?"
    r"|prof\.?)(?!\w)[^.;!?]{0,60}?(?:al suo|dopo il suo) (?:rientro|ritorno)|(?:al suo|dopo il suo)"
    r" (?:rientro|ritorno)[^.;!?]{0,60}?(?:al|alla) (?:dott\.?|dottoressa|sig\.?|signor|signora|avv\.?"
    r"|ing\.?)\b",
    r"(?:bij|na) (?:zijn|haar|terugkomst)(?: terugkomst)?[^.;!?]{0,60}?(?:de heer|mevrouw|dhr\.?|mw\.?)(?!\w)"
    r"|(?:de heer|mevrouw|dhr\.?|mw\.?)(?!\w)[^.;!?]{0,60}?(?:bij|na) (?:zijn|haar) terugkomst",
    r"(?:ao|a) (?:sr\.?|sra\.?|senhor|senhora|dr\.?|dra\.?|eng\.?)(?!\w)[^.;!?]{0,60}?(?:no|apos o|aquando"
    r" do)"
    r" (?:seu )?(?:regresso|retorno)",
)
# a mark of a machine beside it keeps the acknowledgement automatic
MACHINE_MARK = rx(
    r"automat\w*|auto-?(?:reply|response|responder)|ticket|do not reply|no-?reply|niet beantwoorden"
    r"|nicht (?:auf diese|antworten)|ne pas repondre|no responda|non rispondere|nao responda",
)
