"""The thing we offered to send accepted (heldout_bw: "Go on then, send the video over and I'll have a
look"), in every rule language: a recording, a video or a walkthrough asked to be sent, with or
without the one it goes to ("send the video over", "schicken Sie das Video rüber", "envoyez la vidéo",
"manda el vídeo", "manda pure il video", "stuur de video maar", "mande o vídeo"), and the grudging yes
before such a request ("go on then", "na gut", "allez", "venga", "dai", "vooruit", "vá"). Pure data on
fold()ed text, read by `intent.RuleClassifier` among the interest phrases (step 8).

Never negated ("don't send the video", "no need to send the recording", "bitte kein Video schicken"), and
never the sender's own video ("I'll send you our video", "we sent the recording": no request to us); a
"go on then" alone asks for nothing and stays out.

A bare "send it!" as the whole reply, with or without a yes before it, is the offer accepted too
(heldout_dd: a two-word Brazilian "go on, send!" to our "shall I send it?"): "Sure, send it over!", "Ja,
schicken Sie!", "Oui, envoyez !", "Vale, mándalo", "Dai, mandamelo", "Ja, stuur maar", "Pode mandar!"
(`BARE_SEND`, matched on the whole fold()ed reply). Never with anything else said, never negated ("Não
manda, obrigado"), never a send asked of someone else ("send it to Marco").
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_THING = (
    r"(?:video|recording|walk-?through|clip|loom|screencast|demo video|webinar recording|aufzeichnung"
    r"|videoaufzeichnung|aufnahme|enregistrement|grabacion|registrazione|filmpje|opname"
    r"|gravacao)"
)
_NOT_BEFORE = r"(?<!n't )(?<!not )(?<!never )(?<!no need to )(?<!nicht )(?<!pas )(?<!no )(?<!niet )(?<!nao )"

# never sent on to someone else, nor the recording of a meeting held ("send the recording of our last call to
# our finance team": logistics of a meeting, `meeting_logistics.py`)
_OURS = r"(?![^.!?\n]*\bto (?:our|my|his|her|their|the) )(?! (?:of|from|von|de|di|van|do|da) )"

OFFERED_ACCEPTED = rx(
    rf"{_NOT_BEFORE}(?:send|shoot|flick|fire|forward|share|pop)(?: me| us)?(?: over| across| through)?"
    rf" (?:the|that|your|this) (?:short |quick |demo )?{_THING}{_OURS}",
    rf"(?:schicken|senden) sie (?:mir |uns )?(?:gerne |gern |ruhig |doch |mal )?(?:das|die|den|ihr|ihre)"
    rf" {_THING}",
    rf"(?:envoyez|envoie|transmettez|partagez)(?:-moi|-nous)? (?:la|le|votre|cette|ce) {_THING}",
    rf"(?:manda|mande|envia|envie|mandad|enviad|mandame|enviame|mandenos)(?: pure)? (?:el|la|su|tu|ese|esa"
    rf"|il|lo|quel|quella) {_THING}",
    rf"(?:mandami|inviami|mandateci|inviateci|mandate|inviate|manda|invia)(?: pure)? (?:il|lo|la|quel|quella"
    rf"|la vostra|il vostro) {_THING}",
    rf"stuur (?:me |ons )?(?:de|die|dat|jullie|uw|je) {_THING}(?: maar| gerust| door| op)?",
    rf"(?:mande|manda|envie|envia|mandem|enviem)(?:-me|-nos)? (?:o|a|esse|essa|o vosso|a vossa|o seu|a sua)"
    rf" {_THING}",
)

# the whole reply: at most two words of yes, then the send verb alone (or with "it", "me", "over")
_YES = (
    r"(?:(?:yes|yeah|yep|sure|ok|okay|go on|go ahead|ja|klar|gerne|oui|d'accord|si|vale|claro|venga|dai"
    r"|certo|va bene|prima|goed|sim|opa|beleza|pode|bora|oba)[,!.]? ){0,2}"
)
_SEND_ALONE = (
    r"(?:send(?: it| them)?(?: over| across| through| along)?"
    r"|schick(?:en sie)?(?: es)?(?: gerne| ruhig| ruber)?|envoyez(?:-le|-la)?|envoie(?:-le|-la)?"
    r"|mandalo|mandala|mandamelo|envialo|enviamelo|manda(?:-me|-o|-a)?"
    r"|mandi|invia|stuur (?:maar|het(?: maar)?(?: op| door)?)|(?:pode )?mandar?|(?:pode )?enviar?"
    r"|mande|envie)"
)
BARE_SEND = re.compile(
    rf"{_YES}(?:please |bitte |por favor )?{_SEND_ALONE}"
    r"(?: (?:please|bitte|por favor|pure|maar|gerust|ai|la|obrigad[oa]|thanks|danke|merci|gracias|grazie))?"
    r"\s*[!.]*\s*"
)
