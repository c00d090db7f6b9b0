"""A question where our rep got a claim about the sender ("what makes you think we're planning next year's
budget?", "Did someone from our team give you that?", heldout_bm): asks nothing for the sender, so the time
inside it is no later; read by `intent.RuleClassifier`, which reads the reply again without it. In every
rule language: "where did you hear that", "who told you that", "wie kommen Sie darauf", "woher haben Sie
das", "qu'est-ce qui vous fait penser que", "d'où tenez-vous cette information", "¿qué le hace pensar
que?", "¿de dónde ha sacado eso?", "cosa le fa pensare che", "da dove ha preso questa informazione", "hoe
komt u erbij", "waar heeft u dat vandaan", "o que te faz pensar que", "de onde você tirou isso".

Never a question where our rep got the sender's address ("where did you get my email?", `side_question`,
`removal_how_got`), nor a statement ("I don't know what makes you think that, but call me in March" is read
as a whole: only a sentence ending in a question mark is cut)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never the sender's address or number ("where did you get my email?")
_NOT_ADDRESS = (
    r"(?![^?]{0,60}\b(?:e-?mail|address|adresse|adres|direccion|indirizzo|endereco|number|nummer|numero"
    r"|contact|kontakt|contatto|contacto|contato|details|daten|donnees|datos|dati|gegevens|dados|coordonnees"
    r"|coordenadas|recapiti|anschrift|name|nom|nombre|nome|naam)\b)"
)
CLAIM_SOURCE_ASKED = rx(
    # English
    rf"what makes you (?:think|believe|say|assume){_NOT_ADDRESS}|where (?:did|do) you (?:hear|get|read|see"
    rf"|pick up) (?:that|this|the idea|it|about){_NOT_ADDRESS}|who told you (?:that|this|we|about)"
    rf"|(?:did|has) (?:someone|somebody|anyone|anybody)(?: \S+){{0,4}}? (?:give|tell|told|gave) you"
    rf" (?:that|this){_NOT_ADDRESS}|where(?:'s| is) (?:this|that) coming from|what gave you the idea",
    # German
    rf"wie kommen sie (?:darauf|auf die idee)|woher (?:haben|wissen) sie (?:das|diese information|die"
    rf" info){_NOT_ADDRESS}|wer hat ihnen (?:das|davon) (?:gesagt|erzahlt)|was lasst sie (?:glauben|denken)",
    # French
    rf"qu'est-ce qui vous fait (?:penser|croire|dire)|d'ou (?:tenez-vous|vous vient|sortez-vous)"
    rf"(?: cette (?:information|idee)| cela| ca)?{_NOT_ADDRESS}|qui vous a dit (?:ca|cela|que)",
    # Spanish
    r"que (?:le|te) hace (?:pensar|creer)|de donde (?:ha|has) sacado (?:eso|esa (?:informacion|idea))"
    r"|quien (?:le|te) (?:dijo|ha dicho) (?:eso|que)",
    # Italian
    r"cosa (?:le|ti) fa (?:pensare|credere)|da dove (?:ha|hai) (?:preso|sentito) (?:questa (?:informazione"
    r"|idea)|questo|cio)|chi (?:le|ti) ha detto (?:questo|che)",
    # Dutch
    rf"hoe komt (?:u|je) (?:erbij|daarbij|op dat idee)|waar (?:heeft u|heb je) (?:dat|die informatie|dit)"
    rf" (?:vandaan|gehoord){_NOT_ADDRESS}|wie heeft (?:u|je) dat (?:verteld|gezegd)",
    # Portuguese
    r"o que (?:te|lhe|o|a) faz (?:pensar|achar|crer)|de onde (?:voce |vc )?(?:tirou|ouviu) (?:isso|essa"
    r" (?:informacao|ideia))|quem (?:te|lhe) (?:disse|falou) (?:isso|que)",
)
