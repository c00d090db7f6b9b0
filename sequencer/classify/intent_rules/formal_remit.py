"""Not the writer's matter, said in the formal register of letters ("This matter does not fall within my
remit", "Mr Ashworth retired from the partnership at the end of 2024", "I am not aware who, if anyone, now
deals with such matters", "Dies fällt nicht in meinen Zuständigkeitsbereich", "Cela ne relève pas de ma
compétence", "Este asunto no es de mi competencia", "La questione non è di mia competenza", "Dit valt niet
onder mijn bevoegdheid", "Este assunto não é da minha alçada"): a wrong person (heldout_aw). Pure data on
fold()ed text, read as a stated referral in `intent.RuleClassifier` (never in a question).

Never the sender's own field named ("within my remit, so I can decide"), never a thing retired ("the system
was retired from service"), never one of the sender's own team ("our clerk retired from the firm")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

OUTSIDE_REMIT = rx(
    r"(?:not|does not|doesn't) (?:fall |come )?(?:within|under|in) (?:my|our) (?:remit|purview|province"
    r"|sphere"
    r"|competence|responsibilities|area of responsibility)|(?:outside|beyond) (?:my|our) (?:purview|province"
    r"|competence)|not a matter (?:for me|with which i (?:deal|am concerned))",
    # a person retired from the firm or its bench, in the simple past (never passive, never our own team)
    r"(?<!our )(?<!my )(?<!the )(?<!their )(?<!his )(?<!her )(?!(?:was|were|been|be|is|are|being|it) )"
    r"[a-z][\w'-]* retired from (?:the |this |our )?(?:partnership|firm|practice|company|board|bench|chambers"
    r"|business|office|practise)\b",
    r"(?:i am|i'm|we are|we're) (?:not aware|unaware|unable to say) (?:of )?who(?:,? if anyone,?)? (?:now "
    r"|would"
    r" now |currently )?(?:deals? with|handles?|is responsible for|looks? after|takes? care of)",
    r"(?:fallt|fallen|liegt|liegen) (?:nicht|keineswegs) in (?:meinen|unseren|meine|unsere) (?:zustandigkeit"
    r"|zustandigkeitsbereich|verantwortungsbereich|aufgabenbereich)|mir ist nicht bekannt,? wer (?:\S+ )?"
    r"(?:nunmehr |jetzt |nun |inzwischen )?(?:zustandig|verantwortlich|sich (?:darum|um solche) )",
    r"(?:ne|n') ?(?:releve|relevent) (?:pas|nullement) de (?:ma|mes|notre|nos) (?:competence|attributions"
    r"|ressort)|j'ignore qui (?:est|sera|serait) (?:desormais |aujourd'hui )?(?:en charge|charge|responsable"
    r"|competent)",
    r"no (?:es|son|entra|entran|cae|caen) (?:de|en|dentro de) (?:mi|nuestra) (?:competencia|ambito|area"
    r" de responsabilidad)"
    r"|no (?:me|nos) compete|desconozco quien (?:se encarga|lleva|es (?:el|la) responsable|gestiona)",
    r"non (?:e|sono|rientra|rientrano) (?:di|nella|tra le) (?:mia|nostra|mie|nostre) (?:competenz[ae]"
    r"|pertinenza"
    r"|attribuzioni)|ignoro chi (?:se ne occupi|si occupi|sia (?:il|la) responsabile)|non so chi (?:se ne"
    r" occupi|si occupi) (?:ora|adesso|attualmente)",
    r"(?:valt|vallen|ligt|liggen) (?:niet|buiten) (?:onder|binnen)? ?(?:mijn|onze) (?:bevoegdheid"
    r"|verantwoordelijkheid"
    r"|taken|portefeuille)|het is (?:mij|ons) niet bekend wie",
    r"nao (?:e|sao|esta|estao) (?:da|na|dentro da) (?:minha|nossa) (?:alcada|competencia|area de"
    r" responsabilidade)"
    r"|nao (?:me|nos) compete|desconheco quem (?:trata|se ocupa|e (?:o|a) responsavel)",
)
