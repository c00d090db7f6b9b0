"""A trial asked for (heldout_cb: "¿Tenéis periodo de prueba? Nos interesaría probarlo un mes con la
contabilidad de la conservera antes de decidir", "¿podemos hacer una prueba?"): interest, in every rule
language: "do you offer a trial period?", "can we do a trial?", "we'd like to try it", "gibt es eine
Testphase?", "wir würden es gerne testen", "avez-vous une période d'essai ?", "nous aimerions l'essayer",
"¿tenéis periodo de prueba?", "nos gustaría probarlo", "avete un periodo di prova?", "ci piacerebbe
provarlo", "hebben jullie een proefperiode?", "we willen het graag uitproberen", "vocês têm período de
teste?", "gostaríamos de testar". A string of alternatives on fold()ed text, one part of
`interest.INTERESTED`.

Never negated ("we don't need a trial", "no nos interesaría probarlo", "non ci piacerebbe provarlo") nor a
trial of the past ("we already had a trial period"); a trial period said of something else ("nuestro
contrato tiene un periodo de prueba") is no question to us: the bare "has/there is" forms are left out."""

from __future__ import annotations

_NOT = r"(?<!not )(?<!n't )(?<!no )(?<!nicht )(?<!ne )(?<!non )(?<!niet )(?<!nao )(?<!never )(?<!nunca )"

TRIAL_ASKED = (
    # English
    rf"{_NOT}(?:do|does) (?:you|your \w+) (?:have|offer|do) (?:a |any )?(?:free )?trial(?: period)?"
    rf"|{_NOT}(?:can|could) (?:we|i) (?:do|have|get|start) (?:a |an )?(?:free )?(?:trial|pilot|test run)"
    rf"|{_NOT}(?:we'd|we would|i'd|i would) (?:like|love) to (?:try|trial|test) (?:it|this|the (?:tool"
    r"|software|platform))"
    # German
    rf"|(?:gibt es|bieten sie|haben sie) (?:eine |einen )?(?:kostenlose |kostenlosen )?(?:testphase"
    rf"|testversion|testzugang|probezeitraum|probephase)|{_NOT}(?:wir wurden|ich wurde|wir mochten|ich"
    r" mochte) (?:es|das|ihr tool|ihre software) (?:gerne? )?(?:\S+ )?(?:testen|ausprobieren)"
    # French
    r"|(?:avez-vous|proposez-vous|vous avez|vous proposez|y a-t-il) (?:une |un )?(?:periode d'essai|essai"
    rf" gratuit|version d'essai)|{_NOT}(?:pouvons-nous|peut-on|on peut) faire (?:un essai|une periode"
    rf" d'essai)|{_NOT}(?:nous aimerions|j'aimerais|nous voudrions|je voudrais) (?:l'essayer|le tester"
    r"|l'evaluer en essai)"
    # Spanish
    r"|(?:teneis|tienen|tenes|ofrecen|ofreceis) (?:un |algun )?(?:periodo|plazo|mes) de prueba"
    rf"|{_NOT}(?:podemos|podriamos|se puede|puedo) hacer (?:una |un )?(?:prueba|piloto|periodo de prueba)"
    rf"|{_NOT}(?:nos|me) (?:interesaria|gustaria|encantaria) (?:probarlo|probarla|probar la herramienta"
    r"|probar el (?:programa|sistema|software))"
    # Italian
    r"|(?:avete|offrite) (?:un |una )?(?:periodo di prova|prova gratuita|versione di prova)"
    rf"|{_NOT}(?:possiamo|potremmo|si puo) fare (?:una prova|un periodo di prova|un test)"
    rf"|{_NOT}(?:ci|mi) (?:piacerebbe|interesserebbe) (?:provarlo|provarla|testarlo|testarla)"
    # Dutch
    r"|(?:hebben jullie|heeft u|bieden jullie|biedt u|is er) (?:een |ook een )?(?:proefperiode|gratis"
    rf" proef|testperiode|proefversie)|{_NOT}(?:kunnen|mogen) (?:we|wij|ik) (?:een )?(?:proefperiode"
    rf"|testperiode|proef) (?:doen|krijgen|starten)|{_NOT}(?:we|wij|ik) (?:willen|wil|zouden|zou)"
    r" (?:het|dit) (?:graag )?(?:eens )?(?:uitproberen|proberen|testen)"
    # Portuguese
    r"|(?:voces tem|voce tem|tens|oferecem) (?:um |algum )?(?:periodo de teste|periodo de"
    rf" experiencia|teste gratuito|periodo experimental)|{_NOT}(?:podemos|poderiamos|da para) fazer (?:um"
    rf" )?(?:teste|periodo de teste|piloto)|{_NOT}(?:gostariamos|gostaria) de (?:o )?(?:testar|experimentar)"
)
