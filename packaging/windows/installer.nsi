; The Windows installer, made with NSIS (Debian's `nsis` package) by packaging/release.sh:
;     makensis -DVERSION=0.2.0 -DEXE=path/to/mancala.exe -DROOT=path/to/repository -DOUTFILE=setup.exe installer.nsi
; It installs for the player alone, in %LOCALAPPDATA%\Programs\Mancala, as Zed's and VS Code's user installers
; do: no administrator's password, and everything it writes is under HKCU. It adds a Start menu entry, an entry
; in Settings > Apps with its uninstaller, the `mancala://` and `mancalas://` lines (a friend's game) opening in
; the game, and the name Windows shows on the game's notifications. The uninstaller takes all of that away and
; leaves the player's settings, games and cache (%APPDATA%\mancala and %LOCALAPPDATA%\mancala) where they are.

; A 64-bit installer for a 64-bit game (and one Wine runs without its 32-bit half).
Target amd64-unicode
; LZMA for a release; the checks in .ci/run pass -DCOMPRESSOR=zlib, far faster to pack.
!ifndef COMPRESSOR
    !define COMPRESSOR "/SOLID lzma"
!endif
SetCompressor ${COMPRESSOR}

!ifndef VERSION | EXE | ROOT | OUTFILE
    !error "give -DVERSION=, -DEXE=, -DROOT= and -DOUTFILE="
!endif

!define NAME "Mancala"
!define PUBLISHER "The Mancala developers"
; The application's id everywhere: the desktop entry's on Linux, the notifications' on Windows.
!define APP_ID "io.github.mancala_game.Mancala"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel user
ManifestDPIAware true
BrandingText "${NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${NAME} ${VERSION} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}; MIT OR Apache-2.0"

!include "MUI2.nsh"
!define MUI_ICON "${ROOT}\packaging\windows\mancala.ico"
!define MUI_UNICON "${ROOT}\packaging\windows\mancala.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\mancala.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${NAME} now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The languages the game speaks, English first (the installer picks the system's language among them).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Indonesian"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "Portuguese"
!insertmacro MUI_LANGUAGE "Vietnamese"

; A line that opens a shared game in the game: `mancala.exe --online "mancala://HOST:PORT/CODE"`.
!macro REGISTER_LINE SCHEME
    WriteRegStr HKCU "Software\Classes\${SCHEME}" "" "URL:${NAME} game"
    WriteRegStr HKCU "Software\Classes\${SCHEME}" "URL Protocol" ""
    WriteRegStr HKCU "Software\Classes\${SCHEME}\DefaultIcon" "" "$INSTDIR\mancala.exe,0"
    WriteRegStr HKCU "Software\Classes\${SCHEME}\shell\open\command" "" '"$INSTDIR\mancala.exe" --online "%1"'
!macroend

Section "${NAME}" Main
    SectionIn RO
    SetOutPath "$INSTDIR"
    File "/oname=mancala.exe" "${EXE}"
    File "/oname=README.txt" "${ROOT}\README.md"
    File "/oname=CHANGELOG.txt" "${ROOT}\CHANGELOG.md"
    File "/oname=LICENSE-MIT.txt" "${ROOT}\LICENSE-MIT"
    File "/oname=LICENSE-APACHE.txt" "${ROOT}\LICENSE-APACHE"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\mancala.exe" "" "$INSTDIR\mancala.exe" 0

    !insertmacro REGISTER_LINE "mancala"
    !insertmacro REGISTER_LINE "mancalas"

    ; The name and picture a toast of the game shows (a program installed without a package is known by them).
    WriteRegStr HKCU "Software\Classes\AppUserModelId\${APP_ID}" "DisplayName" "${NAME}"
    WriteRegStr HKCU "Software\Classes\AppUserModelId\${APP_ID}" "IconUri" "$INSTDIR\mancala.exe"

    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\mancala.exe,0"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "https://github.com/mancala-game/mancala"
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
    SectionGetSize ${Main} $0
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
    Delete "$SMPROGRAMS\${NAME}.lnk"
    DeleteRegKey HKCU "Software\Classes\mancala"
    DeleteRegKey HKCU "Software\Classes\mancalas"
    DeleteRegKey HKCU "Software\Classes\AppUserModelId\${APP_ID}"
    DeleteRegKey HKCU "${UNINSTALL_KEY}"
    Delete "$INSTDIR\mancala.exe"
    Delete "$INSTDIR\README.txt"
    Delete "$INSTDIR\CHANGELOG.txt"
    Delete "$INSTDIR\LICENSE-MIT.txt"
    Delete "$INSTDIR\LICENSE-APACHE.txt"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
SectionEnd
